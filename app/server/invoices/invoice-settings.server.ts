import { eq } from 'drizzle-orm';
import { EMPTY_INVOICE_SETTINGS, type InvoiceSettings } from '../../lib/schemas/invoice-settings.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor, type Executor } from '../data/audit.server.ts';

// The owner's invoice settings live in one shop_settings row as JSON: read in the transaction that
// issues, so an invoice prints the settings in force when it was numbered.

const KEY = 'gst_invoice';

export async function readInvoiceSettings(exec: Executor = db()): Promise<InvoiceSettings> {
  const [row] = await exec.select({ value: schema.shopSettings.value }).from(schema.shopSettings).where(eq(schema.shopSettings.key, KEY));
  if (!row) return EMPTY_INVOICE_SETTINGS;
  const stored = JSON.parse(row.value) as Partial<InvoiceSettings>;
  return {
    ...EMPTY_INVOICE_SETTINGS,
    ...stored,
    hsn: { ...EMPTY_INVOICE_SETTINGS.hsn, ...stored.hsn },
    slabs: { ...EMPTY_INVOICE_SETTINGS.slabs, ...stored.slabs },
  };
}

/** Invoices are issued only once the seller's name, address, state and prefix are known. */
export const invoiceSettingsReady = (s: InvoiceSettings) => Boolean(s.legalName && s.address && s.state && s.prefix);

export async function saveInvoiceSettings(actor: Actor, settings: InvoiceSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db().transaction(async (tx) => {
    await tx
      .insert(schema.shopSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: schema.shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'invoice-settings',
      summary: `Invoice settings: ${settings.legalName}${settings.gstin ? `, GSTIN ${settings.gstin}` : ', no GSTIN'}`,
    });
  });
}
