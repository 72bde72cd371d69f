import { stringify } from 'csv-stringify/sync';
import { indiaToday } from '../../lib/dates.ts';
import { plainPaise } from '../../lib/gst-split.ts';
import type { InvoiceDocument } from '../../lib/invoice-document.ts';
import type { monthOfInvoices } from './invoice-records.server.ts';

// The accountant's month: one row per invoice, and per credit note (its amounts negative), with the
// taxable value and taxes per rate, as GSTR-1 asks for them.

type Month = Awaited<ReturnType<typeof monthOfInvoices>>;
type Row = { number: string; issuedAt: Date; type: string; document: InvoiceDocument; sign: 1 | -1; against: string };

const neutral = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export function invoicesCsv(month: Month): string {
  const rows: Row[] = [
    ...month.invoices.map((i) => ({
      ...i,
      type: i.document.supply === 'export' ? 'Export invoice' : i.document.supply === 'supply' ? 'Bill of supply' : 'Tax invoice',
      sign: 1 as const,
      against: '',
    })),
    ...month.credits.map((c) => ({
      number: c.number,
      issuedAt: c.issuedAt,
      document: c.document,
      type: 'Credit note',
      sign: -1 as const,
      against: c.invoiceNumber,
    })),
  ];
  const rates = [...new Set(rows.flatMap((r) => r.document.rates.map((x) => x.rate)))].sort((a, b) => a - b);
  const header = [
    'Number',
    'Date',
    'Type',
    'Against invoice',
    'Buyer GSTIN',
    'Place of supply',
    ...rates.flatMap((r) => [`Taxable ${r}%`, `CGST ${r}%`, `SGST ${r}%`, `IGST ${r}%`]),
    'Total',
  ];
  const body = rows.map((r) => {
    const d = r.document;
    const money = (paise: number) => plainPaise(r.sign * paise);
    return [
      r.number,
      indiaToday(r.issuedAt),
      r.type,
      r.against,
      d.buyer.gstin,
      neutral(`${d.placeOfSupply.code}-${d.placeOfSupply.name}`),
      ...rates.flatMap((rate) => {
        const t = d.rates.find((x) => x.rate === rate);
        return t ? [money(t.taxable), money(t.cgst), money(t.sgst), money(t.igst)] : ['', '', '', ''];
      }),
      money(d.totals.paise),
    ];
  });
  return stringify([header, ...body], { record_delimiter: '\r\n' });
}
