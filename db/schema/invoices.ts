import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// GST invoices and credit notes. An invoice is written once, whole, and never changed or renumbered:
// `document` keeps everything it prints (seller, buyer, lines, taxes) as it stood when issued, and
// a credit note cancels it. Money is in paise here: taxes are backed out of whole-rupee prices.

/** What an issued invoice prints, frozen at issue (the shape is app/lib/invoice-document.ts). */
export type StoredInvoiceDocument = Record<string, unknown>;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** 'tax' (tax invoice), 'export' (zero-rated under LUT), 'supply' (bill of supply: the shop has no GSTIN). */
    kind: text('kind').notNull(),
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    quoteId: uuid('quote_id').notNull(),
    /** 1 for the enquiry's first invoice; each one issued after a credit note cancelled the one before takes the next. */
    edition: integer('edition').notNull().default(1),
    /** The state code of the place of supply, or the country code for an export. */
    placeOfSupply: text('place_of_supply').notNull(),
    buyerGstin: text('buyer_gstin'),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    document: jsonb('document').$type<StoredInvoiceDocument>().notNull(),
    issuedBy: text('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    // One invoice per enquiry and edition, held by the database even when two servers issue at once.
    uniqueIndex('invoices_enquiry_edition_idx').on(t.enquiryKind, t.enquiryId, t.edition),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_total_positive', sql`${t.totalPaise} > 0`),
  ],
);

/** Cancels one invoice in full; numbered in a series of its own per financial year. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    reason: text('reason').notNull(),
    issuedBy: text('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_notes_number_idx').on(t.number), uniqueIndex('credit_notes_invoice_idx').on(t.invoiceId)],
);

/**
 * The last number used in each series ('INV 2026-27', 'CN 2026-27'). Taken with UPDATE … RETURNING
 * inside the transaction that writes the invoice: a rolled-back invoice gives its number back, and
 * two servers issuing at once wait on the row, so the series has no gaps and no repeats.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull().default(0),
});
