import { ENQUIRY_KINDS } from '../../lib/enquiry-constants.ts';
import {
  INVOICE_MESSAGES as m,
  invoiceSettingsSchema,
  invoiceSettingsValues,
  issueInvoiceSchema,
} from '../../lib/schemas/invoice-settings.ts';
import { textOf } from '../../lib/schemas/admin-fields.ts';
import { fail, invalid, ok } from '../data/admin-actions.server.ts';
import type { Actor } from '../data/audit.server.ts';
import { logger } from '../platform/logger.server.ts';
import { cancelInvoice } from './invoice-records.server.ts';
import { saveInvoiceSettings } from './invoice-settings.server.ts';
import { issueInvoice, type IssueRefusal } from './issue-invoice.server.ts';

// Admin → Invoices and the inbox's invoice buttons: save settings, issue by hand, cancel with a credit note.

const REFUSED: Record<IssueRefusal, [string, number]> = {
  missing: [m.missing, 404],
  'not-paid': [m.notPaid, 409],
  exists: [m.exists, 409],
  settings: [m.notSet, 409],
  zero: [m.zero, 400],
};

export async function invoiceAction(actor: Actor, form: FormData) {
  const intent = form.get('intent');
  const failure = intent === 'settings' ? m.saveFailed : intent === 'cancel' ? m.cancelFailed : m.issueFailed;
  try {
    if (intent === 'settings') {
      const parsed = invoiceSettingsSchema.safeParse(invoiceSettingsValues(form));
      if (!parsed.success) return invalid(failure, parsed.error);
      await saveInvoiceSettings(actor, parsed.data);
      return ok(m.saved);
    }
    if (intent === 'issue') {
      const kind = ENQUIRY_KINDS.find((k) => k === form.get('kind'));
      const id = textOf(form.get('id'));
      if (!kind || !/^[\w-]{1,100}$/.test(id)) return fail(m.missing, 404);
      const parsed = issueInvoiceSchema.safeParse({
        buyerState: textOf(form.get('buyerState')),
        buyerGstin: textOf(form.get('buyerGstin')),
      });
      if (!parsed.success) return invalid(failure, parsed.error);
      const result = await issueInvoice(
        actor,
        { kind, id },
        { buyerState: parsed.data.buyerState || undefined, buyerGstin: parsed.data.buyerGstin || undefined },
      );
      if (!result.ok) return fail(...REFUSED[result.reason]);
      return ok(m.issued, { id: result.id, description: result.number });
    }
    if (intent === 'cancel') {
      const reason = textOf(form.get('reason')).trim().slice(0, 300);
      if (!reason) return fail(failure, 400, { reason: 'Please say why the invoice is cancelled' });
      const result = await cancelInvoice(actor, textOf(form.get('invoiceId')), reason);
      if (!result.ok) return result.reason === 'missing' ? fail(m.noInvoice, 404) : fail(m.alreadyCancelled, 409);
      return ok(m.cancelled, { description: result.number });
    }
    return fail(failure);
  } catch (error) {
    logger.error({ err: error }, failure);
    return fail(failure, 500);
  }
}
