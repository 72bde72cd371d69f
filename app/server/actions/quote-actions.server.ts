import { MESSAGES } from '../../lib/messages.ts';
import { ENQUIRY_KINDS } from '../../lib/enquiry-constants.ts';
import { textOf } from '../../lib/schemas/admin-fields.ts';
import { quoteFormSchema, quoteFormValues } from '../../lib/schemas/quote.ts';
import { fail, invalid, ok } from '../data/admin-actions.server.ts';
import type { Actor } from '../data/audit.server.ts';
import type { EnquiryRef } from '../data/enquiry-records.server.ts';
import { markPaid, sendQuote } from '../data/quotes.server.ts';
import { shortText } from '../data/stock-moves.server.ts';
import { DISPATCH_MESSAGES } from '../../lib/dispatch-messages.ts';
import { logger } from '../platform/logger.server.ts';
import { mailPaid, mailQuote } from '../mail/quote-mail.server.ts';

const m = MESSAGES.quote;

/** The enquiry an inbox form names (kind and id), or null. */
export function refOf(form: FormData): EnquiryRef | null {
  const kind = ENQUIRY_KINDS.find((k) => k === form.get('kind'));
  const id = textOf(form.get('id'));
  return kind && /^[\w-]{1,100}$/.test(id) ? { kind, id } : null;
}

/** The inbox's Send Quote and Mark as Paid (the route has checked the admin role and passes who it is). */
export async function quoteAdminAction(actor: Actor, intent: 'quote' | 'mark-paid', form: FormData) {
  const failure = intent === 'quote' ? m.sendFailed : m.markPaidFailed;
  const ref = refOf(form);
  if (!ref) return fail(failure, 404);
  try {
    if (intent === 'quote') {
      const parsed = quoteFormSchema.safeParse(quoteFormValues(form));
      if (!parsed.success) return invalid(failure, parsed.error);
      const result = await sendQuote(actor, ref, parsed.data);
      if (!result.ok) {
        if (result.reason === 'terms') return fail(failure, 400, { [result.field]: result.message });
        return result.reason === 'missing' ? fail(failure, 404) : fail(m.alreadyPaid, 409);
      }
      await mailQuote(result.record, result.quote);
      return ok(m.sent, { description: m.sentDescription });
    }
    const result = await markPaid(actor, ref);
    if (!result.ok) return result.reason === 'missing' ? fail(failure, 404) : fail(m.notAccepted, 409);
    await mailPaid(result.record, result.quote);
    // Paid for more than the stock held: the owner reads it now, and it stays in the enquiry's notes.
    if (result.shorts.length > 0) return ok(m.markedPaid, { description: `${DISPATCH_MESSAGES.stockShort} ${shortText(result.shorts)}.` });
    return ok(m.markedPaid);
  } catch (error) {
    logger.error({ err: error }, failure);
    return fail(failure, 500);
  }
}
