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
import {
  ABOUT_THE_PIECE,
  factLine,
  pictureUrl,
  pieceFact,
  pieceLine,
  productsById,
  startedFrom,
  type AskedPiece,
  type MailItem,
  type MailView,
} from './mail-view.server.ts';

// Short notes about an enquiry's progress: to the shopper with the link to the enquiry page, and to
// the shop when the shopper answers. A mail that fails is logged; the change stands.

/** What the HTML part of a note to the shopper shows beside the greeting, pieces, link and sign-off. */
export type ShopperNote = Pick<MailView, 'heading' | 'intro' | 'amounts' | 'facts' | 'outro'>;

/**
 * The enquiry's pieces for a mail: a cart's with their pictures as the shop shows them now, names and
 * prices as asked; a custom order's or a Create Your Look inquiry's, the piece it was started from
 * (`asked`) when it is on the shop.
 */
async function enquiryPieces(record: EnquiryRecord): Promise<{ items: MailItem[]; asked: AskedPiece | null }> {
  const asked = await startedFrom(record.askedFrom);
  if (asked) return { items: [asked.item], asked };
  const items = record.entry.items;
  const products = await productsById(items.map((i) => i.sku).filter(Boolean));
  return {
    items: items.map((i) => ({
      name: i.name,
      picture: pictureUrl(products.get(i.sku)?.image),
      size: i.size,
      quantity: i.quantity,
      price: i.price,
    })),
    asked: null,
  };
}

/** A note to the shopper about her enquiry (text and HTML, the shop's look), with the link to her enquiry page; a failure is logged. */
export async function toShopper(record: EnquiryRecord, subject: string, body: string[], note: ShopperNote) {
  const email = record.entry.email;
  if (!email) return;
  const env = getEnv();
  try {
    const link = await shopperLink(record);
    const { items, asked } = await enquiryPieces(record);
    const greeting = `Dear ${record.entry.customerName || 'customer'},`;
    const signOff = ['Warm regards,', env.SHOP_NAME, env.SHOP_PHONE];
    await sendMail({
      to: email,
      subject: `${subject} — ${env.SHOP_NAME}`,
      text: [greeting, '', ...body, ...(asked ? ['', pieceLine(asked)] : []), '', `See your enquiry: ${link}`, '', ...signOff].join('\n'),
      view: {
        ...note,
        intro: asked ? [...note.intro, ABOUT_THE_PIECE] : note.intro,
        greeting,
        items,
        button: { label: 'See your enquiry', url: link },
        signOff,
      },
    });
  } catch (error) {
    logger.error({ err: error, enquiry: record.ref }, 'shopper mail failed');
  }
}

export function mailStatusChange(record: EnquiryRecord, statusLabel: string, message: string) {
  const ref = enquiryReference(record.ref);
  const now = `Your enquiry ${ref} is now: ${statusLabel}.`;
  return toShopper(record, `Your enquiry ${ref} is now ${statusLabel}`, [now, '', message], {
    heading: `Your enquiry is now ${statusLabel}`,
    intro: [now, message].filter(Boolean),
  });
}

/** A quote's lines and total as the shopper pays them: in rupees, or in her currency with the rupee sum and rate after. */
function quoteAmounts(lines: QuoteLine[], total: number, money: QuoteMoney | null): NonNullable<MailView['amounts']> {
  if (!money)
    return [
      ...lines.map((l) => ({ label: l.label, value: formatINR(l.amount) })),
      { label: 'Total', value: formatINR(total), strong: true },
    ];
  const cents = linesInCents(lines, money.rupeesPerUnit).lines;
  return [
    ...lines.map((l, i) => ({ label: l.label, value: formatCents(cents[i], money.currency) })),
    { label: 'Total', value: formatCents(money.totalCents, money.currency), strong: true },
  ];
}

function quoteText(lines: QuoteLine[], total: number, money: QuoteMoney | null) {
  const amounts = quoteAmounts(lines, total, money).map((a) => (a.strong ? `Total: ${a.value}` : `- ${a.label}: ${a.value}`));
  return money ? [...amounts, rateLine(total, money)] : amounts;
}
const rateLine = (total: number, money: QuoteMoney) =>
  `That is ${formatINR(total)} at ${formatRate(money.currency, money.rupeesPerUnit)}, the rate fixed in this quote.`;

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
  const prepared = `We have prepared a quote for your enquiry ${ref}.`;
  const valid = `Valid until ${formatLongDate(quote.validUntil)}.`;
  const customs = isAbroad(quote.shipping) ? [CUSTOMS_NOTICE] : [];
  const message = quote.message ? [quote.message] : [];
  const pay = payAbroadText(quote, ref, money);
  const answer = 'You can accept it or ask for changes on your enquiry page.';
  return toShopper(
    record,
    `Your quote for enquiry ${ref}: ${amountDue(quote.total, money)}`,
    [
      prepared,
      '',
      ...quoteText(quote.lines, quote.total, money),
      valid,
      ...customs.flatMap((p) => ['', p]),
      ...message.flatMap((p) => ['', p]),
      ...pay,
      '',
      answer,
    ],
    {
      heading: `Your quote: ${amountDue(quote.total, money)}`,
      intro: [prepared],
      amounts: quoteAmounts(quote.lines, quote.total, money),
      outro: [...(money ? [rateLine(quote.total, money)] : []), valid, ...customs, ...message, ...pay.filter(Boolean), answer],
    },
  );
}

export function mailPaid(record: EnquiryRecord, quote: QuoteRow) {
  const ref = enquiryReference(record.ref);
  const body = [
    `We have received your payment of ${amountDue(quote.total, moneyOf(quote))} for enquiry ${ref}. Thank you!`,
    'We will let you know when work on your piece begins.',
  ];
  return toShopper(record, `Payment received for enquiry ${ref}`, body, { heading: 'Payment received, thank you', intro: body });
}

/** Tells the shop what a shopper did on the enquiry page. */
export async function mailShop(record: EnquiryRecord, what: string, detail?: string) {
  const env = getEnv();
  const ref = enquiryReference(record.ref);
  const done = `${record.entry.customerName || 'A shopper'} — ${what}.`;
  const admin = `${env.publicUrl}/admin/enquiries?q=${encodeURIComponent(record.ref.id)}`;
  try {
    const { items, asked } = await enquiryPieces(record);
    const piece = asked ? ['', factLine(pieceFact(asked))] : [];
    await sendMail({
      to: env.SHOP_EMAIL,
      replyTo: record.entry.email ?? undefined,
      subject: `Enquiry ${ref}: ${what}`,
      text: [done, ...(detail ? ['', detail] : []), ...piece, '', `Manage it in the admin area: ${admin}`].join('\n'),
      view: {
        heading: `Enquiry ${ref}: ${what}`,
        intro: [done, ...(detail ? [detail] : [])],
        items,
        button: { label: 'Open in the admin area', url: admin },
      },
    });
  } catch (error) {
    logger.error({ err: error, enquiry: record.ref }, 'shop mail failed');
  }
}
