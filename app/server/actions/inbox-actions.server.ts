import { ENQUIRY_STATUS_LABELS } from '../../lib/enquiry-constants.ts';
import type { EnquiryUpdate } from '../../lib/schemas/admin-content.ts';
import { saveEnquiryUpdate } from '../data/admin-enquiries.server.ts';
import type { Actor } from '../data/audit.server.ts';
import { mailStatusChange } from '../mail/quote-mail.server.ts';

/**
 * The inbox's Save on one enquiry (the route has checked the admin role and passes who it is): the
 * change is stored, then, when the owner tells the shopper (or writes her a message), one mail goes out. False when the enquiry does not exist.
 */
export async function updateEnquiry(actor: Actor, input: EnquiryUpdate): Promise<boolean> {
  const before = await saveEnquiryUpdate(actor, input);
  if (!before) return false;
  if (input.customerMessage || input.notify)
    await mailStatusChange(before, ENQUIRY_STATUS_LABELS[input.status], input.customerMessage ?? '');
  return true;
}
