import { z } from 'zod';
import { DEFAULT_SLABS, type GstSlabs } from '../gst-split.ts';
import { isGstStateCode } from '../gst-states.ts';
import { gstinProblem, normaliseGstin } from '../gstin.ts';
import { INVOICE_PREFIX } from '../invoice-numbers.ts';
import { PRODUCT_CATEGORIES } from '../listing-constants.ts';
import { cleanText } from './common.ts';

// The owner's GST invoice settings (Admin → Invoices) and what an invoice issued by hand may add.

/** Categories with an HSN each; 'custom' is a made-to-order piece with no catalogue category. */
export const HSN_CATEGORIES = [...PRODUCT_CATEGORIES, 'custom'] as const;
export type HsnCategory = (typeof HSN_CATEGORIES)[number];

/** Defaults: record 0025 says why each. */
export const DEFAULT_HSN: Record<HsnCategory, string> = {
  kurtas: '6211',
  dresses: '6204',
  sarees: '5208',
  'co-ords': '6204',
  lehengas: '6204',
  fusion: '6204',
  custom: '6204',
};

export type InvoiceSettings = {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  prefix: string;
  lut: string;
  hsn: Record<HsnCategory, string>;
  slabs: GstSlabs;
};

export const EMPTY_INVOICE_SETTINGS: InvoiceSettings = {
  legalName: '',
  gstin: '',
  address: '',
  state: '',
  prefix: 'INV',
  lut: '',
  hsn: DEFAULT_HSN,
  slabs: DEFAULT_SLABS,
};

export const INVOICE_MESSAGES = {
  saved: 'Invoice settings saved',
  saveFailed: 'Could not save the invoice settings',
  notSet: 'Fill in the invoice settings (legal name, address, state) before issuing invoices.',
  issued: 'Invoice issued',
  issueFailed: 'Could not issue the invoice',
  exists: 'This enquiry already has an invoice: cancel it with a credit note before issuing a new one.',
  notPaid: 'An invoice is issued once the quote is marked paid.',
  zero: 'An invoice for ₹0 cannot be issued: the paid quote adds up to nothing.',
  missing: 'Enquiry not found',
  cancelled: 'Credit note issued: the invoice is cancelled',
  cancelFailed: 'Could not issue the credit note',
  noInvoice: 'There is no such invoice to cancel.',
  alreadyCancelled: 'This invoice is already cancelled by a credit note.',
  month: 'Choose a month such as 2026-11',
} as const;

const optionalGstin = z
  .string()
  .transform(normaliseGstin)
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const hsnCode = z
  .string()
  .trim()
  .regex(/^\d{4}(\d{2}){0,2}$/, 'An HSN code has 4, 6 or 8 digits');
const percent = z.coerce.number('Please enter a rate').int('Whole percent, please').min(0).max(40);

export const invoiceSettingsSchema = z
  .object({
    legalName: cleanText(200).pipe(z.string().min(1, 'Please enter the legal name')),
    gstin: optionalGstin,
    address: cleanText(500).pipe(z.string().min(1, 'Please enter the address')),
    state: z.string().refine(isGstStateCode, 'Please choose the state'),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(INVOICE_PREFIX, 'One to three letters or digits (an invoice number has at most 16 characters)'),
    lut: cleanText(60),
    hsn: z.object(Object.fromEntries(HSN_CATEGORIES.map((c) => [c, hsnCode])) as Record<HsnCategory, typeof hsnCode>),
    slabs: z.object({
      threshold: z.coerce.number('Please enter an amount').int().min(1).max(10_000_000),
      low: percent,
      high: percent,
      other: percent,
    }),
  })
  .superRefine((s, ctx) => {
    if (s.gstin && s.gstin.slice(0, 2) !== s.state)
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'The GSTIN’s state code does not match the state chosen.' });
  });

export function invoiceSettingsValues(form: FormData) {
  const get = (k: string) => String(form.get(k) ?? '');
  return {
    legalName: get('legalName'),
    gstin: get('gstin'),
    address: get('address'),
    state: get('state'),
    prefix: get('prefix'),
    lut: get('lut'),
    hsn: Object.fromEntries(HSN_CATEGORIES.map((c) => [c, get(`hsn-${c}`)])),
    slabs: { threshold: get('threshold'), low: get('low'), high: get('high'), other: get('other') },
  };
}

/** What the owner may add when issuing by hand: the buyer's state and GSTIN. */
export const issueInvoiceSchema = z.object({
  buyerState: z.string().refine((v) => v === '' || isGstStateCode(v), 'Please choose the state'),
  buyerGstin: optionalGstin,
});
