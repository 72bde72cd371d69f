import { formatLongDate } from '../../lib/dates.ts';
import { formatCents, formatINR, formatRate } from '../../lib/money.ts';
import { amountDue, linesInCents, moneyOf, type QuoteLine, type QuoteMoney } from '../../lib/quote.ts';
import { CUSTOMS_NOTICE, isAbroad } from '../../lib/shipping-zones.ts';
import type { QuoteRow } from '../data/quotes.server.ts';
import type { EnquiryRecord } from '../data/enquiry-records.server.ts';
import { enquiryReference, shopperLink } from '../data/enquiry-records.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { sendMail } from './mail.server.ts';

// Short plain-text notes about an enquiry's progress: to the shopper with the link to the enquiry
// page, and to the shop when the shopper answers. A mail that fails is logged; the change stands.

async function toShopper(record: EnquiryRecord, subject: string, body: string[]) {
  const email = record.entry.email;
  if (!email) return;
  const env = getEnv();
  try {
    const link = await shopperLink(record);
    await sendMail({
      to: email,
      subject: `${subject} — ${env.SHOP_NAME}`,
      text: [
        `Dear ${record.entry.customerName || 'customer'},`,
        '',
        ...body,
        '',
        `See your enquiry: ${link}`,
        '',
        'Warm regards,',
        env.SHOP_NAME,
        env.SHOP_PHONE,
      ].join('\n'),
    });
  } catch (error) {
    logger.error({ err: error, enquiry: record.ref }, 'shopper mail failed');
  }
}

export function mailStatusChange(record: EnquiryRecord, statusLabel: string, message: string) {
  const ref = enquiryReference(record.ref);
  return toShopper(record, `Your enquiry ${ref} is now ${statusLabel}`, [`Your enquiry ${ref} is now: ${statusLabel}.`, '', message]);
}

function quoteText(lines: QuoteLine[], total: number, money: QuoteMoney | null) {
  if (!money) return [...lines.map((l) => `- ${l.label}: ${formatINR(l.amount)}`), `Total: ${formatINR(total)}`];
  const cents = linesInCents(lines, money.rupeesPerUnit).lines;
  return [
    ...lines.map((l, i) => `- ${l.label}: ${formatCents(cents[i], money.currency)}`),
    `Total: ${formatCents(money.totalCents, money.currency)}`,
    `That is ${formatINR(total)} at ${formatRate(money.currency, money.rupeesPerUnit)}, the rate fixed in this quote.`,
  ];
}

/** How a quote in another currency is paid, once accepted: the shop's link or its bank details. */
function payAbroadText(quote: QuoteRow, ref: string, money: QuoteMoney | null): string[] {
  if (!money) return [];
  const amount = formatCents(money.totalCents, money.currency);
  if (quote.paymentMethod === 'link' && quote.paymentLink)
    return ['', `Once you accept it, pay ${amount} with our payment link: ${quote.paymentLink}`];
  if (quote.paymentMethod === 'bank' && quote.bankDetails)
    return ['', `Once you accept it, pay ${amount} by bank transfer, with the reference "Enquiry ${ref}", to:`, quote.bankDetails];
  return [];
}

export function mailQuote(record: EnquiryRecord, quote: QuoteRow) {
  const ref = enquiryReference(record.ref);
  const money = moneyOf(quote);
  return toShopper(record, `Your quote for enquiry ${ref}: ${amountDue(quote.total, money)}`, [
    `We have prepared a quote for your enquiry ${ref}.`,
    '',
    ...quoteText(quote.lines, quote.total, money),
    `Valid until ${formatLongDate(quote.validUntil)}.`,
    ...(isAbroad(quote.shipping) ? ['', CUSTOMS_NOTICE] : []),
    ...(quote.message ? ['', quote.message] : []),
    ...payAbroadText(quote, ref, money),
    '',
    'You can accept it or ask for changes on your enquiry page.',
  ]);
}

export function mailPaid(record: EnquiryRecord, quote: QuoteRow) {
  const ref = enquiryReference(record.ref);
  return toShopper(record, `Payment received for enquiry ${ref}`, [
    `We have received your payment of ${amountDue(quote.total, moneyOf(quote))} for enquiry ${ref}. Thank you!`,
    'We will let you know when work on your piece begins.',
  ]);
}

/** Tells the shop what a shopper did on the enquiry page. */
export async function mailShop(record: EnquiryRecord, what: string, detail?: string) {
  const env = getEnv();
  const ref = enquiryReference(record.ref);
  try {
    await sendMail({
      to: env.SHOP_EMAIL,
      replyTo: record.entry.email ?? undefined,
      subject: `Enquiry ${ref}: ${what}`,
      text: [
        `${record.entry.customerName || 'A shopper'} — ${what}.`,
        ...(detail ? ['', detail] : []),
        '',
        `Manage it in the admin area: ${env.publicUrl}/admin/enquiries?q=${encodeURIComponent(record.ref.id)}`,
      ].join('\n'),
    });
  } catch (error) {
    logger.error({ err: error, enquiry: record.ref }, 'shop mail failed');
  }
}
