import { ENQUIRY_STATUS_LABELS } from '../../lib/enquiry-constants.ts';
import type { EnquiryUpdate } from '../../lib/schemas/admin-content.ts';
import { saveEnquiryUpdate } from '../data/admin-enquiries.server.ts';
import type { Actor } from '../data/audit.server.ts';
import { mailStatusChange } from '../mail/quote-mail.server.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { DISPATCH_MESSAGES } from '../../lib/dispatch-messages.ts';
import { attempt, fail, ok } from '../data/admin-actions.server.ts';
import { shortText, type StockShort } from '../data/stock-moves.server.ts';

/**
 * The inbox's Save on one enquiry (the route has checked the admin role and passes who it is): the
 * change is stored, then, when the owner tells the shopper (or writes her a message), one mail goes
 * out. Answers the pieces a reopened enquiry could not take from the stock, or false when the
 * enquiry does not exist.
 */
export async function updateEnquiry(actor: Actor, input: EnquiryUpdate): Promise<{ shorts: StockShort[] } | false> {
  const saved = await saveEnquiryUpdate(actor, input);
  if (!saved) return false;
  if (input.customerMessage || input.notify)
    await mailStatusChange(saved.before, ENQUIRY_STATUS_LABELS[input.status], input.customerMessage ?? '');
  return { shorts: saved.stock.shorts };
}

/** The inbox's Save answered: a reopening beyond the stock warns the owner as Mark as Paid does. */
export async function enquiryUpdateAction(actor: Actor, input: EnquiryUpdate) {
  const m = MESSAGES.admin;
  return attempt(m.updateEnquiry, async () => {
    const result = await updateEnquiry(actor, input);
    if (!result) return fail(m.updateEnquiry, 404);
    if (result.shorts.length > 0)
      return ok(m.enquiryUpdated, { description: `${DISPATCH_MESSAGES.stockShort} ${shortText(result.shorts)}.` });
    return ok(m.enquiryUpdated);
  });
}
