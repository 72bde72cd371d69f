// npm run bench:invoice: CPU time of one invoice PDF (target ≤ 150 ms) and of 1,000 invoices to CSV
// (target ≤ 1 s). INVOICE_SAMPLES=dir also writes an intra-state and an export invoice there.
import fs from 'node:fs';
import path from 'node:path';
import { addUp, apportion, byRate, DEFAULT_SLABS, splitLine, type SupplyKind } from '../app/lib/gst-split.ts';
import type { InvoiceView } from '../app/lib/invoice-document.ts';
import { invoicesCsv } from '../app/server/invoices/invoice-csv.server.ts';
import { renderInvoicePdf } from '../app/server/invoices/invoice-pdf.server.ts';

function sample(supply: SupplyKind, n: number): InvoiceView {
  const pieces = [
    { description: 'Chanderi silk kurta with gota work, size M', hsn: '6211', quantity: 1, rupees: 2399 },
    { description: 'Banarasi lehenga set (lehenga, choli, dupatta)', hsn: '6204', quantity: 1, rupees: 18500 },
    { description: 'Mulmul cotton saree', hsn: '5208', quantity: 2, rupees: 5200 },
  ];
  const total = 26099 + 199 - 500;
  const lines = apportion(
    pieces.map((p) => p.rupees),
    total * 100,
  ).map((paise, i) => splitLine({ ...pieces[i], paise }, supply, DEFAULT_SLABS));
  const abroad = supply === 'export';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: `AB/2026-27/${String(n).padStart(4, '0')}`,
    issuedAt: '2026-11-28T10:30:00.000Z',
    supply,
    reference: '#3f9a1c2e',
    seller: {
      legalName: 'Aangan Boutique LLP',
      gstin: '29AAPFU0939F1ZR',
      address: '14, 12th Main Road, Indiranagar, Bengaluru 560038',
      state: '29',
      stateName: 'Karnataka',
      lut: 'AD2903260001234',
    },
    buyer: abroad
      ? {
          name: 'Ananya Rao',
          email: 'ananya@example.com',
          address: '221 Maple Avenue, Edison, NJ 08817',
          gstin: '',
          country: 'United States',
        }
      : {
          name: 'Priya Sharma (प्रिया शर्मा)',
          email: 'priya@example.in',
          address: '5, Lavelle Road, Bengaluru 560001',
          gstin: '',
          country: 'India',
        },
    placeOfSupply: abroad ? { code: 'US', name: 'United States' } : { code: '29', name: 'Karnataka' },
    lines,
    shared: [
      { label: abroad ? 'Shipping to North America' : 'Express shipping', paise: 19_900 },
      { label: 'Discount', paise: -50_000 },
    ],
    totals: addUp(lines),
    rates: [...byRate(lines)].map(([rate, t]) => ({ rate, ...t })),
    foreign: abroad ? { currency: 'USD', rupeesPerUnit: 84.5, totalCents: Math.round((total / 84.5) * 100) } : null,
    creditNote: null,
  };
}

const cpu = () => process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
const out = process.env.INVOICE_SAMPLES;
if (out) {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'intra-state.pdf'), await renderInvoicePdf(sample('intra', 1)));
  fs.writeFileSync(path.join(out, 'export.pdf'), await renderInvoicePdf(sample('export', 2)));
  console.log(`wrote ${out}/intra-state.pdf and export.pdf`);
}

await renderInvoicePdf(sample('intra', 1)); // first one loads pdfkit and the fonts
const runs: number[] = [];
for (let i = 0; i < 20; i++) {
  const start = cpu();
  await renderInvoicePdf(sample(i % 2 ? 'inter' : 'intra', i + 2));
  runs.push(cpu() - start);
}
runs.sort((a, b) => a - b);
const pdfMedian = runs[10];
const pdfWorst = runs.at(-1)!;

const month = {
  invoices: Array.from({ length: 1000 }, (_, i) => {
    const doc = sample((['intra', 'inter', 'export'] as const)[i % 3], i + 1);
    return { number: doc.number, issuedAt: new Date(doc.issuedAt), document: doc };
  }),
  credits: [],
};
const csvStart = cpu();
const csv = invoicesCsv(month);
const csvMs = cpu() - csvStart;

const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
console.log(
  `invoice PDF CPU: median ${pdfMedian.toFixed(1)} ms, worst ${pdfWorst.toFixed(1)} ms of 20 (target ≤ 150 ms): ${verdict(pdfMedian <= 150)}`,
);
console.log(
  `1,000 invoices to CSV: ${csvMs.toFixed(1)} ms CPU, ${csv.split('\r\n').length - 2} rows (target ≤ 1,000 ms): ${verdict(csvMs <= 1000)}`,
);
if (pdfMedian > 150 || csvMs > 1000) process.exitCode = 1;
