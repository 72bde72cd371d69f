import { formatPaise, type SupplyKind, type TaxLine } from './gst-split.ts';

// The columns of an invoice's table, shared by the PDF and the HTML view: the tax columns follow the
// kind of supply (CGST and SGST inside the state, IGST outside it, none for an export or a bill of supply).

export type InvoiceColumn = { key: string; label: string; width: number; align: 'left' | 'right'; cell: (l: TaxLine, i: number) => string };

const money = (pick: (l: TaxLine) => number) => (l: TaxLine) => formatPaise(pick(l));

export function invoiceColumns(supply: SupplyKind): InvoiceColumn[] {
  const taxed = supply === 'intra' || supply === 'inter';
  const cols: InvoiceColumn[] = [
    { key: 'n', label: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { key: 'description', label: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { key: 'hsn', label: 'HSN', width: 38, align: 'left', cell: (l) => l.hsn },
    { key: 'qty', label: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
  ];
  if (taxed)
    cols.push(
      { key: 'taxable', label: 'Taxable value', width: 70, align: 'right', cell: money((l) => l.taxable) },
      { key: 'rate', label: 'Rate', width: 30, align: 'right', cell: (l) => `${l.rate}%` },
    );
  if (supply === 'intra')
    cols.push(
      { key: 'cgst', label: 'CGST', width: 56, align: 'right', cell: money((l) => l.cgst) },
      { key: 'sgst', label: 'SGST', width: 56, align: 'right', cell: money((l) => l.sgst) },
    );
  if (supply === 'inter') cols.push({ key: 'igst', label: 'IGST', width: 64, align: 'right', cell: money((l) => l.igst) });
  cols.push({ key: 'total', label: 'Amount', width: 70, align: 'right', cell: money((l) => l.paise) });
  return cols;
}
