import { formatLongDate } from '../../lib/dates.ts';
import { formatINR } from '../../lib/money.ts';
import type { QuoteLine } from '../../lib/quote.ts';
import type { EnquiryRecord } from '../data/enquiry-records.server.ts';
import { enquiryReference, shopperLink } from '../data/enquiry-records.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { sendMail } from './mail.server.ts';
import { pictureUrl, productsById, type MailItem, type MailView } from './mail-view.server.ts';

// Short notes about an enquiry's progress: to the shopper with the link to the enquiry page, and to
// the shop when the shopper answers. A mail that fails is logged; the change stands.

/** What the HTML part of a note to the shopper shows beside the greeting, pieces, link and sign-off. */
type ShopperNote = Pick<MailView, 'heading' | 'intro' | 'amounts' | 'outro'>;

/** The enquiry's pieces with their pictures as the shop shows them now, names and prices as asked. */
async function enquiryItems(record: EnquiryRecord): Promise<MailItem[]> {
  const items = record.entry.items;
  const products = await productsById(items.map((i) => i.sku).filter(Boolean));
  return items.map((i) => ({
    name: i.name,
    picture: pictureUrl(products.get(i.sku)?.image),
    size: i.size,
    quantity: i.quantity,
    price: i.price,
  }));
}

async function toShopper(record: EnquiryRecord, subject: string, body: string[], note: ShopperNote) {
  const email = record.entry.email;
  if (!email) return;
  const env = getEnv();
  try {
    const link = await shopperLink(record);
    const greeting = `Dear ${record.entry.customerName || 'customer'},`;
    const signOff = ['Warm regards,', env.SHOP_NAME, env.SHOP_PHONE];
    await sendMail({
      to: email,
      subject: `${subject} — ${env.SHOP_NAME}`,
      text: [greeting, '', ...body, '', `See your enquiry: ${link}`, '', ...signOff].join('\n'),
      view: { ...note, greeting, items: await enquiryItems(record), button: { label: 'See your enquiry', url: link }, signOff },
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

const quoteAmounts = (lines: QuoteLine[], total: number): NonNullable<MailView['amounts']> => [
  ...lines.map((l) => ({ label: l.label, amount: l.amount })),
  { label: 'Total', amount: total, strong: true },
];
const quoteText = (lines: QuoteLine[], total: number) =>
  quoteAmounts(lines, total).map((a) => (a.strong ? `Total: ${formatINR(a.amount)}` : `- ${a.label}: ${formatINR(a.amount)}`));

export function mailQuote(record: EnquiryRecord, quote: { lines: QuoteLine[]; total: number; validUntil: Date; message: string | null }) {
  const ref = enquiryReference(record.ref);
  const prepared = `We have prepared a quote for your enquiry ${ref}.`;
  const valid = `Valid until ${formatLongDate(quote.validUntil)}.`;
  const answer = 'You can accept it or ask for changes on your enquiry page.';
  return toShopper(
    record,
    `Your quote for enquiry ${ref}: ${formatINR(quote.total)}`,
    [prepared, '', ...quoteText(quote.lines, quote.total), valid, ...(quote.message ? ['', quote.message] : []), '', answer],
    {
      heading: `Your quote: ${formatINR(quote.total)}`,
      intro: [prepared],
      amounts: quoteAmounts(quote.lines, quote.total),
      outro: [valid, ...(quote.message ? [quote.message] : []), answer],
    },
  );
}

export function mailPaid(record: EnquiryRecord, total: number) {
  const ref = enquiryReference(record.ref);
  const body = [
    `We have received your payment of ${formatINR(total)} for enquiry ${ref}. Thank you!`,
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
    await sendMail({
      to: env.SHOP_EMAIL,
      replyTo: record.entry.email ?? undefined,
      subject: `Enquiry ${ref}: ${what}`,
      text: [done, ...(detail ? ['', detail] : []), '', `Manage it in the admin area: ${admin}`].join('\n'),
      view: {
        heading: `Enquiry ${ref}: ${what}`,
        intro: [done, ...(detail ? [detail] : [])],
        items: await enquiryItems(record),
        button: { label: 'Open in the admin area', url: admin },
      },
    });
  } catch (error) {
    logger.error({ err: error, enquiry: record.ref }, 'shop mail failed');
  }
}
