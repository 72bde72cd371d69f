import type { InvoiceTotals, SupplyKind, TaxLine } from './gst-split.ts';

/** Everything an issued invoice prints, frozen when it was issued (stored in invoices.document). */
export type InvoiceDocument = {
  number: string;
  issuedAt: string;
  supply: SupplyKind;
  /** The enquiry's reference as the shop and the shopper know it (#1a2b3c4d, INQ…). */
  reference: string;
  seller: { legalName: string; gstin: string; address: string; state: string; stateName: string; lut: string };
  buyer: { name: string; email: string; address: string; gstin: string; country: string };
  placeOfSupply: { code: string; name: string };
  lines: TaxLine[];
  /** Stitching, shipping and discounts shared out over the pieces (record 0025), in paise. */
  shared: { label: string; paise: number }[];
  totals: InvoiceTotals;
  rates: ({ rate: number } & InvoiceTotals)[];
  /** An export quoted in another currency: its code, frozen rate (rupees per unit) and total in cents. */
  foreign: { currency: string; rupeesPerUnit: number; totalCents: number } | null;
};

/** An invoice as read back: its document, and the credit note that cancelled it, if any. */
export type InvoiceView = InvoiceDocument & { id: string; creditNote: { number: string; issuedAt: string; reason: string } | null };

export const INVOICE_TITLES: Record<SupplyKind, string> = {
  intra: 'Tax invoice',
  inter: 'Tax invoice',
  export: 'Export invoice',
  supply: 'Bill of supply',
};

export const EXPORT_NOTE = 'Supply meant for export under LUT without payment of IGST';
export const SUPPLY_NOTE = 'Bill of supply: the supplier is not registered under GST, and no tax is charged.';
export const SHARED_NOTE = 'Stitching, shipping and discounts are part of the supply of the pieces and are shared over them by value.';
