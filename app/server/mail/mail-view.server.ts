import { inArray } from 'drizzle-orm';
import { mediaSrc } from '../../lib/media-widths.ts';
import { db, schema } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';

// What one kind of mail shows in its HTML part, as plain data: each sender fills it from the same
// values as its text part, and boutique-mail.server.tsx lays it out in the boutique's look. Values
// typed by shoppers stay strings here; React escapes them when the HTML is rendered.

/** One piece in a mail: its picture (the shop's own image address), name, size, quantity and price. */
export type MailItem = {
  name: string;
  picture: string | null;
  size?: string | null;
  quantity?: number | null;
  /** Whole rupees, as the product page shows them. */
  price?: number | null;
  /** A link of its own under the piece (a review form, the product page). */
  action?: { label: string; url: string };
};

export type MailView = {
  /** The large serif line under the logo. */
  heading: string;
  /** "Dear Meera," */
  greeting?: string;
  /** Paragraphs before the items. */
  intro: string[];
  items?: MailItem[];
  /** Sums under the items or on their own (a quote's lines, a total), formatted as the text part writes them. */
  amounts?: { label: string; value: string; strong?: boolean }[];
  /** Label and value pairs (what a shopper wrote, for the shop). */
  facts?: { label: string; value: string }[];
  /** Paragraphs after the items, before the button. */
  outro?: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Closing lines ("Warm regards," and the shop). */
  signOff?: string[];
};

/** The width the mail asks of a picture: twice the 88 px it is shown at, for sharp phone screens. */
const PICTURE_WIDTH = 160;

/** An absolute address of one of the shop's own pictures, or null for any other address (a mail shows only the shop's own). */
export function pictureUrl(src: string | null | undefined): string | null {
  if (!src || !src.startsWith('/media/')) return null;
  return `${getEnv().publicUrl}${mediaSrc(src, PICTURE_WIDTH)}`;
}

/** The name and main picture of each of these products, by product id (an enquiry line's SKU, an inquiry's product). */
export async function productsById(ids: string[]): Promise<Map<string, { name: string; image: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ id: schema.products.id, name: schema.products.name, image: schema.products.image })
    .from(schema.products)
    .where(inArray(schema.products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The piece a request was asked from on its page: its name, its page, and the mail's row for it. */
export type AskedPiece = { name: string; url: string; item: MailItem };

/** The piece with this product id, when it is on the shop. */
export async function startedFrom(id: string | null | undefined): Promise<AskedPiece | null> {
  const product = id ? (await productsById([id])).get(id) : undefined;
  if (!product) return null;
  const url = `${getEnv().publicUrl}/product/${id}`;
  return {
    name: product.name,
    url,
    item: { name: product.name, picture: pictureUrl(product.image), action: { label: 'View the piece', url } },
  };
}

/** How a mail to the shopper introduces that piece: in the HTML part above its row, in the text with its name and page. */
export const ABOUT_THE_PIECE = 'The piece you asked about:';
export const pieceLine = (piece: AskedPiece) => `${ABOUT_THE_PIECE} ${piece.name} (${piece.url})`;
/** How a mail to the shop names it among the facts. */
export const pieceFact = (piece: AskedPiece) => fact('Product', `${piece.name} (${piece.url})`);

/** A label and value as the text part writes them ("Phone: 98…"), an empty value as a dash. */
export const fact = (label: string, value: string | null | undefined) => ({ label, value: value && value.trim() ? value : '—' });
export const factLine = (f: { label: string; value: string }) => `${f.label}: ${f.value}`;

/** The shop's logo, as a picture mail programs can show (they block SVG and web fonts). */
export const logoUrl = () => `${getEnv().publicUrl}/mail-logo.png`;
