import { data } from 'react-router';
import { formatINR } from '../../lib/money.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { textOf } from '../../lib/schemas/admin-fields.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { acceptQuoteSchema, askChangesSchema, paymentClaimSchema } from '../../lib/schemas/quote.ts';
import { acceptQuote, claimPayment, getEnquiryPage, requestChanges, type ShopperActionResult } from '../data/enquiry-page.server.ts';
import type { EnquiryRef } from '../data/enquiry-records.server.ts';
import { mailShop } from '../mail/quote-mail.server.ts';
import { markReceived } from '../data/parcels.server.ts';
import { DISPATCH_MESSAGES } from '../../lib/dispatch-messages.ts';
import { readForm } from './request-body.server.ts';

// The server half of the shopper's enquiry page, shared by the account route and the private-link
// route. Both resolve the enquiry first (session user or token) and 404 anything else.

const m = MESSAGES.quote;

export type ShopperFormResult =
  { ok: true; intent: string; message: string } | { ok: false; intent: string; error: string; fieldErrors?: Record<string, string> };

const notFound = () => data(null, { status: 404 });

export async function enquiryPageData(ref: EnquiryRef | null) {
  const page = ref ? await getEnquiryPage(ref) : null;
  if (!page) throw notFound();
  return page;
}

const REFUSALS: Record<Exclude<ShopperActionResult, { ok: true }>['reason'], [number, string]> = {
  missing: [404, m.acceptFailed],
  replaced: [409, m.replaced],
  expired: [409, m.expired],
  changed: [409, m.totalChanged],
  already: [409, m.alreadyAccepted],
  'not-accepted': [409, m.notPayable],
  paid: [409, m.alreadyAccepted],
};

function refuse(intent: string, error: string, status: number, errors?: Record<string, string>) {
  return data<ShopperFormResult>({ ok: false, intent, error, ...(errors ? { fieldErrors: errors } : {}) }, { status });
}

/** I have received it: closes the enquiry (the review invitation follows) and tells the shop. */
async function receivedAction(ref: EnquiryRef) {
  const result = await markReceived(ref);
  if (!result.ok) {
    if (result.reason === 'missing') throw notFound();
    return refuse('received', result.reason === 'already' ? DISPATCH_MESSAGES.alreadyReceived : DISPATCH_MESSAGES.receivedFailed, 409);
  }
  await mailShop(result.record, 'marked as received by the shopper');
  return { ok: true, intent: 'received', message: DISPATCH_MESSAGES.received } satisfies ShopperFormResult;
}

/** Accept Quote, Ask for Changes, I have paid and I have received it, for an enquiry the caller may see. */
export async function enquiryPageAction(ref: EnquiryRef | null, request: Request, userId: string | null) {
  if (!ref) throw notFound();
  // A body that is not a readable form is the client's mistake: a 4xx answer, never a 500.
  const form = await readForm(request);
  const intent = textOf(form.get('intent'));
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, textOf(v)]));
  let result: ShopperActionResult;
  let success: string;
  if (intent === 'accept') {
    const parsed = acceptQuoteSchema.safeParse(values);
    if (!parsed.success) return refuse(intent, m.acceptFailed, 400);
    result = await acceptQuote(ref, parsed.data, userId);
    success = m.accepted;
    if (result.ok) await mailShop(result.record, `quote of ${formatINR(result.total)} accepted`);
  } else if (intent === 'changes') {
    const parsed = askChangesSchema.safeParse(values);
    if (!parsed.success) return refuse(intent, parsed.error.issues[0]?.message ?? m.changesMessage, 400, fieldErrors(parsed.error));
    result = await requestChanges(ref, parsed.data);
    success = m.changesSent;
    if (result.ok) await mailShop(result.record, 'changes to the quote requested', parsed.data.message);
  } else if (intent === 'paid') {
    const parsed = paymentClaimSchema.safeParse(values);
    if (!parsed.success) return refuse(intent, m.utrInvalid, 400, fieldErrors(parsed.error));
    result = await claimPayment(ref, parsed.data);
    success = m.paymentClaimed;
    if (result.ok)
      await mailShop(
        result.record,
        `payment of ${formatINR(result.total)} reported`,
        `UPI transaction reference (UTR): ${parsed.data.utr}. Check it, then press Mark as Paid.`,
      );
  } else if (intent === 'received') {
    return receivedAction(ref);
  } else {
    return refuse(intent, m.acceptFailed, 400);
  }
  if (!result.ok) {
    const [status, error] = REFUSALS[result.reason];
    return refuse(intent, error, status);
  }
  return { ok: true, intent, message: success } satisfies ShopperFormResult;
}
