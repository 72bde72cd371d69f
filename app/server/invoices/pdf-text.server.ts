import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt.server.ts';

// Mukta (Ek Type, SIL Open Font License) draws Latin and Devanagari in one design. Fontsource ships
// it split by script, so a line of text is drawn in runs: Devanagari and the rupee sign from the
// Devanagari file, the rest from the Latin one. pdfkit embeds the subset of glyphs used and shapes
// Devanagari (conjuncts, vowel signs) through fontkit.

const require = createRequire(import.meta.url);
const file = (name: string) => woffToSfnt(fs.readFileSync(require.resolve(`@fontsource/mukta/files/${name}`)));
let fonts: Record<string, Buffer> | undefined;
const loadFonts = () =>
  (fonts ??= {
    latin: file('mukta-latin-400-normal.woff'),
    'latin-bold': file('mukta-latin-700-normal.woff'),
    deva: file('mukta-devanagari-400-normal.woff'),
    'deva-bold': file('mukta-devanagari-700-normal.woff'),
  });

export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  doc.font('latin');
}

const DEVANAGARI = /[\u0900-\u097F\u20B9\u200C\u200D\u25CC\uA8E0-\uA8FF]/;
type Run = { text: string; font: string };

function runs(text: string, bold: boolean): Run[] {
  const out: Run[] = [];
  for (const ch of text) {
    const font = `${DEVANAGARI.test(ch) ? 'deva' : 'latin'}${bold ? '-bold' : ''}`;
    const last = out.at(-1);
    if (last && last.font === font) last.text += ch;
    else out.push({ text: ch, font });
  }
  return out;
}

export type TextStyle = { size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center'; width?: number };

export function measure(doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}): number {
  doc.fontSize(style.size ?? 9);
  return runs(text, Boolean(style.bold)).reduce((w, r) => w + doc.font(r.font).widthOfString(r.text), 0);
}

/** One line of text at (x, y), aligned within `width`; never wraps. */
export function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle = {}) {
  const size = style.size ?? 9;
  const width = style.width ?? 0;
  const total = measure(doc, text, style);
  let cx = style.align === 'right' ? x + width - total : style.align === 'center' ? x + (width - total) / 2 : x;
  doc.fillColor(style.color ?? '#2b2118').fontSize(size);
  for (const r of runs(text, Boolean(style.bold))) {
    doc.font(r.font).text(r.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(r.text);
  }
}

/** The lines `text` takes within `width`, broken at spaces and at its own line breaks. */
export function wrap(doc: PDFKit.PDFDocument, text: string, style: TextStyle & { width: number }): string[] {
  const out: string[] = [];
  for (const source of text.split('\n')) {
    let current = '';
    for (const word of source.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && measure(doc, next, style) > style.width) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
  }
  return out;
}

/** Text wrapped within `width`; returns the y below it. */
export function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width: number; leading?: number },
): number {
  const leading = style.leading ?? (style.size ?? 9) * 1.35;
  let cy = y;
  for (const row of wrap(doc, text, style)) {
    line(doc, row, x, cy, { ...style, align: 'left' });
    cy += leading;
  }
  return cy;
}
