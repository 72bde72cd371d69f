import type PDFKit from 'pdfkit';
import { formatDate } from '../../lib/dates.ts';
import { formatPaise } from '../../lib/gst-split.ts';
import { invoiceColumns } from '../../lib/invoice-columns.ts';
import { EXPORT_NOTE, INVOICE_TITLES, SHARED_NOTE, SUPPLY_NOTE, type InvoiceView } from '../../lib/invoice-document.ts';
import { formatCents, isDisplayCurrency } from '../../lib/money.ts';
import { line, paragraph, registerFonts, wrap } from './pdf-text.server.ts';

// The invoice as an A4 PDF. pdfkit is loaded on the first invoice, not at start.

const MAROON = '#7a1f2b';
const GOLD = '#8a5d18';
const INK = '#2b2118';
const MUTED = '#6b5d52';
const RULE = '#e4d6c3';
const SAND = '#f6eee3';
const HINDI: Record<string, string> = { 'Tax invoice': 'कर बीजक', 'Export invoice': 'निर्यात बीजक', 'Bill of supply': 'आपूर्ति बिल' };

export async function renderInvoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${INVOICE_TITLES[invoice.supply]} ${invoice.number}`, Author: invoice.seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  registerFonts(doc);
  draw(doc, invoice);
  doc.end();
  return done;
}

function draw(doc: PDFKit.PDFDocument, inv: InvoiceView) {
  const left = 40;
  const right = doc.page.width - 40;
  const width = right - left;
  const title = INVOICE_TITLES[inv.supply];
  const taxed = inv.supply === 'intra' || inv.supply === 'inter';

  // Band and seller.
  doc.rect(0, 0, doc.page.width, 6).fill(MAROON);
  line(doc, inv.seller.legalName, left, 34, { size: 18, bold: true, color: MAROON });
  let y = paragraph(doc, inv.seller.address, left, 60, { width: 260, color: MUTED });
  if (inv.seller.gstin) line(doc, `GSTIN ${inv.seller.gstin}`, left, y + 2, { bold: true });
  line(doc, `State: ${inv.seller.stateName} (${inv.seller.state})`, left, y + (inv.seller.gstin ? 15 : 2), { color: MUTED });

  line(doc, title.toUpperCase(), left, 34, { size: 16, bold: true, color: INK, align: 'right', width });
  line(doc, HINDI[title], left, 54, { size: 11, color: GOLD, align: 'right', width });
  const meta: [string, string][] = [
    [inv.supply === 'supply' ? 'Bill number' : 'Invoice number', inv.number],
    ['Date', formatDate(inv.issuedAt)],
    ['Enquiry', inv.reference],
    [
      'Place of supply',
      inv.placeOfSupply.code.length === 2 && /^\d+$/.test(inv.placeOfSupply.code)
        ? `${inv.placeOfSupply.name} (${inv.placeOfSupply.code})`
        : inv.placeOfSupply.name,
    ],
  ];
  meta.forEach(([k, v], i) => {
    line(doc, k, right - 230, 76 + i * 14, { color: MUTED });
    line(doc, v, right - 140, 76 + i * 14, { bold: true, align: 'right', width: 140 });
  });

  // Buyer.
  y = Math.max(y + 34, 140);
  doc.rect(left, y, width, 0.7).fill(RULE);
  line(doc, 'BILL TO', left, y + 10, { size: 8, bold: true, color: GOLD });
  line(doc, inv.buyer.name || 'Customer', left, y + 22, { size: 11, bold: true });
  let by = paragraph(doc, [inv.buyer.address, inv.buyer.country].filter(Boolean).join('\n'), left, y + 38, { width: 300, color: MUTED });
  for (const [text, bold] of [
    [inv.buyer.email, false],
    [inv.buyer.gstin && `GSTIN ${inv.buyer.gstin}`, true],
  ] as const) {
    if (!text) continue;
    line(doc, text, left, by, { color: bold ? INK : MUTED, bold });
    by += 12;
  }
  y = Math.max(by, y + 60) + 12;

  // Lines.
  const cols = invoiceColumns(inv.supply);
  const fixed = cols.reduce((s, c) => s + c.width, 0);
  const widths = cols.map((c) => (c.width || width - fixed) - 0);
  const xs = widths.map((_w, i) => left + widths.slice(0, i).reduce((s, v) => s + v, 0));
  doc.rect(left, y, width, 20).fill(MAROON);
  cols.forEach((c, i) =>
    line(doc, c.label, xs[i] + 4, y + 6, { size: 8, bold: true, color: '#ffffff', align: c.align, width: widths[i] - 8 }),
  );
  y += 20;
  inv.lines.forEach((l, r) => {
    const descWidth = widths[1] - 8;
    const tall = 8 + wrap(doc, l.description, { width: descWidth }).length * 12.15;
    if (r % 2 === 1) doc.rect(left, y, width, tall).fill(SAND);
    cols.forEach((c, i) => {
      if (c.key === 'description') paragraph(doc, l.description, xs[i] + 4, y + 5, { width: descWidth });
      else line(doc, c.cell(l, r), xs[i] + 4, y + 5, { align: c.align, width: widths[i] - 8 });
    });
    y += tall;
  });
  doc.rect(left, y, width, 0.7).fill(RULE);
  y += 10;

  // Shared lines, then the totals.
  let noteY = y;
  if (inv.shared.length) {
    noteY = paragraph(doc, SHARED_NOTE, left, noteY, { width: 270, size: 8, color: MUTED });
    for (const s of inv.shared) {
      line(doc, `${s.label}: ${formatPaise(s.paise)}`, left, noteY, { size: 8, color: MUTED });
      noteY += 11;
    }
  }
  if (taxed)
    noteY = paragraph(doc, 'Prices include GST; the taxable value is backed out of each price.', left, noteY + 4, {
      width: 270,
      size: 8,
      color: MUTED,
    });

  const tx = right - 230;
  const rows: [string, number][] = [[taxed ? 'Taxable value' : 'Value', inv.totals.taxable]];
  if (inv.supply === 'intra') rows.push(['CGST', inv.totals.cgst], ['SGST', inv.totals.sgst]);
  if (inv.supply === 'inter') rows.push(['IGST', inv.totals.igst]);
  if (inv.supply === 'export') rows.push(['IGST (under LUT)', 0]);
  rows.forEach(([k, v], i) => {
    line(doc, k, tx, y + i * 15, { color: MUTED });
    line(doc, formatPaise(v), tx, y + i * 15, { align: 'right', width: 230 });
  });
  let ty = y + rows.length * 15 + 4;
  doc.rect(tx, ty, 230, 24).fill(SAND);
  line(doc, 'Total', tx + 8, ty + 7, { bold: true, size: 11 });
  line(doc, formatPaise(inv.totals.paise), tx, ty + 7, { bold: true, size: 11, align: 'right', width: 222, color: MAROON });
  ty += 30;
  if (inv.foreign && isDisplayCurrency(inv.foreign.currency)) {
    line(
      doc,
      `Paid ${formatCents(inv.foreign.totalCents, inv.foreign.currency)} at ₹${inv.foreign.rupeesPerUnit.toFixed(2)} per ${inv.foreign.currency}`,
      tx,
      ty,
      { align: 'right', width: 230, color: MUTED },
    );
    ty += 14;
  }
  y = Math.max(noteY, ty) + 10;

  // Taxes by rate.
  if (taxed && inv.rates.length) {
    line(doc, 'TAX BY RATE', left, y, { size: 8, bold: true, color: GOLD });
    y += 13;
    for (const r of inv.rates) {
      const tax =
        inv.supply === 'intra'
          ? `CGST ${r.rate / 2}% ${formatPaise(r.cgst)} + SGST ${r.rate / 2}% ${formatPaise(r.sgst)}`
          : `IGST ${r.rate}% ${formatPaise(r.igst)}`;
      line(doc, `${r.rate}% on ${formatPaise(r.taxable)}: ${tax}`, left, y, { size: 8.5 });
      y += 12;
    }
    y += 6;
  }
  if (inv.supply === 'export') {
    doc.rect(left, y, width, 34).fill(SAND);
    line(doc, EXPORT_NOTE, left + 10, y + 7, { bold: true, size: 9.5 });
    line(doc, `LUT ${inv.seller.lut || '(not set)'}`, left + 10, y + 20, { size: 8.5, color: MUTED });
    y += 44;
  }
  if (inv.supply === 'supply') y = paragraph(doc, SUPPLY_NOTE, left, y, { width, size: 9, bold: true }) + 6;

  if (inv.creditNote) {
    doc.save().rotate(-18, { origin: [doc.page.width / 2, 420] });
    line(doc, 'CANCELLED', 0, 390, { size: 54, bold: true, color: '#c9a9ad', align: 'center', width: doc.page.width });
    doc.restore();
    line(
      doc,
      `Cancelled by credit note ${inv.creditNote.number} on ${formatDate(inv.creditNote.issuedAt)}: ${inv.creditNote.reason}`,
      left,
      y,
      { bold: true, color: MAROON },
    );
    y += 16;
  }

  // Signature and footer.
  const foot = doc.page.height - 110;
  line(doc, `For ${inv.seller.legalName}`, left, foot, { align: 'right', width, bold: true });
  doc.rect(right - 150, foot + 40, 150, 0.7).fill(RULE);
  line(doc, 'Authorised signatory', left, foot + 46, { align: 'right', width, size: 8, color: MUTED });
  line(doc, 'A computer-generated invoice. धन्यवाद — thank you for shopping with us.', left, doc.page.height - 48, {
    size: 8,
    color: MUTED,
    align: 'center',
    width,
  });
}
