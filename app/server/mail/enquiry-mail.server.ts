import { ENQUIRY_STATUS_LABELS } from '../../lib/enquiry-constants.ts';
import { daysLeftText, needByState } from '../../lib/lead-times.ts';
import { formatLength, hasMeasurements, MEASUREMENTS, UNIT_NAMES } from '../../lib/measurements.ts';
import { formatINR } from '../../lib/money.ts';
import type { CartEnquiry, StoredCustomOrder, StoredInquiry } from '../data/enquiries.server.ts';
import { enquiryLink } from '../data/enquiry-records.server.ts';
import type { MadeToMeasure } from '../actions/enquiry-extras.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { sendMail } from './mail.server.ts';
import { greetingFor, sendConfirmation } from './confirmation-mail.server.ts';
import { recipientOf } from './recipients.server.ts';
import {
  ABOUT_THE_PIECE,
  fact,
  factLine,
  pictureUrl,
  pieceFact,
  pieceLine,
  startedFrom,
  type MailItem,
  type MailView,
} from './mail-view.server.ts';
import { shortDate } from '../../lib/dates.ts';

// Each mail's text part, and its view for the HTML part built from the same values. A value typed
// by a shopper goes into text only: React escapes it in the HTML.

const absolute = (url: string) => (url.startsWith('/') ? `${getEnv().publicUrl}${url}` : url);

/** The need-by date (marked Rush inside the style's lead time) and the measurements, for the tailor. */
function madeToMeasure(made: MadeToMeasure | undefined): { lines: string[]; facts: NonNullable<MailView['facts']> } {
  const lines: string[] = [];
  const facts: { label: string; value: string }[] = [];
  const state = made ? needByState(made) : null;
  if (made?.needBy && state) {
    const needBy = fact(
      'Need by',
      `${shortDate(made.needBy)} (${daysLeftText(state.days)})${state.rush ? ' — Rush: within lead time' : ''}`,
    );
    lines.push(factLine(needBy));
    facts.push(needBy);
  }
  const m = made?.measurements;
  if (m && hasMeasurements(m.values)) {
    const heading = `Measurements in ${UNIT_NAMES[m.unit]}${m.profileName ? ` (profile “${m.profileName}”)` : ''}`;
    lines.push(`${heading}:`);
    const sizes: string[] = [];
    for (const def of MEASUREMENTS) {
      const mm = m.values[def.key];
      if (mm !== undefined) {
        lines.push(`- ${def.label}: ${formatLength(mm, m.unit)}`);
        sizes.push(`${def.label}: ${formatLength(mm, m.unit)}`);
      }
    }
    facts.push({ label: heading, value: sizes.join('\n') });
  }
  return { lines: lines.length ? ['', ...lines] : [], facts };
}

/** The cart's pieces for a mail: picture, name, size, quantity and catalogue price. */
function cartItems(enquiry: CartEnquiry): MailItem[] {
  return enquiry.items.map((i) => ({
    name: i.name,
    picture: pictureUrl(i.image),
    size: i.selectedSize ?? null,
    quantity: i.quantity,
    price: i.price,
  }));
}
const cartTotal = (enquiry: CartEnquiry) => enquiry.items.reduce((sum, i) => sum + i.price * i.quantity, 0);

function cartLines(enquiry: CartEnquiry) {
  const rows = enquiry.items.map(
    (i) =>
      `- ${i.name}${i.selectedSize ? ` (size ${i.selectedSize})` : ''}${i.quantity > 1 ? ` × ${i.quantity}` : ''} — ${formatINR(i.price)}  [${i.sku}]`,
  );
  return [...rows, '', `Total at catalogue prices: ${formatINR(cartTotal(enquiry))}`];
}

/** The shop gets the whole enquiry; the shopper a confirmation. */
export async function sendCartEnquiryMails(enquiry: CartEnquiry, made: MadeToMeasure | undefined, senderId: string | null): Promise<void> {
  const env = getEnv();
  const ref = enquiry.id.slice(0, 8);
  const sent = `A shopper sent a cart enquiry (${enquiry.items.length} ${enquiry.items.length === 1 ? 'item' : 'items'}).`;
  const who = [
    fact('Customer', enquiry.customerName),
    fact('E-mail', enquiry.customerEmail),
    fact('Enquiry', `#${ref} (${enquiry.id})`),
    fact('Status', ENQUIRY_STATUS_LABELS.pending),
  ];
  const tailoring = madeToMeasure(made);
  const total = [{ label: 'Total at catalogue prices', value: formatINR(cartTotal(enquiry)), strong: true }];
  const admin = `${env.publicUrl}/admin/enquiries`;
  await sendMail({
    to: env.SHOP_EMAIL,
    replyTo: enquiry.customerEmail,
    subject: `New cart enquiry #${ref} from ${enquiry.customerName}`,
    text: [sent, '', ...who.map(factLine), '', ...cartLines(enquiry), ...tailoring.lines, '', `Manage it in the admin area: ${admin}`].join(
      '\n',
    ),
    view: {
      heading: `New cart enquiry #${ref}`,
      intro: [sent],
      items: cartItems(enquiry),
      amounts: total,
      facts: [...who, ...tailoring.facts],
      button: { label: 'Open in the admin area', url: admin },
    },
  });
  const to = await recipientOf(enquiry.customerEmail, senderId);
  if (!to) return;
  const thanks = `Thank you for your enquiry. We'll contact you soon about these pieces:`;
  const follow = `Follow it, and see our quote when it is ready:`;
  const page = `${env.publicUrl}/account/enquiries/${enquiry.id}`;
  await sendMail({
    to: to.address,
    subject: `We received your enquiry #${ref} — ${env.SHOP_NAME}`,
    text: [
      greetingFor(to, enquiry.customerName),
      '',
      thanks,
      '',
      ...cartLines(enquiry),
      '',
      `${follow} ${page}`,
      '',
      `Warm regards,`,
      env.SHOP_NAME,
      env.SHOP_PHONE,
    ].join('\n'),
    view: {
      heading: `Your enquiry #${ref}`,
      greeting: greetingFor(to, enquiry.customerName),
      intro: [thanks],
      items: cartItems(enquiry),
      amounts: total,
      outro: [follow],
      button: { label: 'Follow your enquiry', url: page },
      signOff: ['Warm regards,', env.SHOP_NAME, env.SHOP_PHONE],
    },
  });
}

export async function sendInquiryMails(inquiry: StoredInquiry, made: MadeToMeasure | undefined, senderId: string | null): Promise<void> {
  const env = getEnv();
  const n = inquiry.notes;
  const arrived = `A Create Your Look inquiry arrived.`;
  const facts = [
    fact('Inquiry', inquiry.inquiryId),
    fact('Name', inquiry.customerName),
    fact('Phone', inquiry.phone),
    fact('E-mail', inquiry.customerEmail),
    fact('City', inquiry.city),
    fact('Occasion', n.occasion),
    fact('Preferred styles', n.preferred_style.join(', ')),
    fact('Budget', n.budget_range),
    fact('Size', n.size),
    fact('Fabric or embroidery', n.fabric_or_embroidery_prefs),
    fact('Notes', n.notes),
    fact('Source', n.source),
    fact('Product', n.product_slug ? `${n.product_slug} (${env.publicUrl}/product/${n.product_slug})` : ''),
  ];
  const tailoring = madeToMeasure(made);
  const references = n.reference_image_urls.map((u) => absolute(u));
  const product = await startedFrom(n.product_slug);
  const items = product ? [product.item] : [];
  await sendMail({
    to: env.SHOP_EMAIL,
    replyTo: inquiry.customerEmail ?? undefined,
    subject: `New Create Your Look inquiry ${inquiry.inquiryId} from ${inquiry.customerName}`,
    text: [
      arrived,
      '',
      ...facts.map(factLine),
      ...tailoring.lines,
      '',
      references.length ? 'Reference files:' : 'Reference files: none',
      ...references.map((u) => `- ${u}`),
    ].join('\n'),
    view: {
      heading: `New Create Your Look inquiry ${inquiry.inquiryId}`,
      intro: [arrived],
      items,
      facts: [
        ...facts,
        ...tailoring.facts,
        ...(references.length
          ? references.map((u, i) => ({ label: `Reference file ${i + 1}`, value: u }))
          : [fact('Reference files', 'none')]),
      ],
      button: { label: 'Open in the admin area', url: `${env.publicUrl}/admin/enquiries` },
    },
  });
  const to = await recipientOf(inquiry.customerEmail, senderId);
  if (!to) return;
  const link = await enquiryLink({ kind: 'inquiry', id: inquiry.inquiryId });
  await sendConfirmation({
    to,
    name: inquiry.customerName,
    subject: `Your Create Your Look inquiry ${inquiry.inquiryId} — ${env.SHOP_NAME}`,
    heading: 'Your Create Your Look inquiry',
    intro: [
      `Thank you for sharing your idea with us. Your inquiry number is ${inquiry.inquiryId}.`,
      to.own ? `Our designers will reach you on ${inquiry.phone} soon.` : 'Our designers will contact you soon.',
    ],
    items,
    follow: link ? { text: 'Follow your inquiry, and see our quote when it is ready:', label: 'Follow your inquiry', url: link } : null,
  });
}

export async function sendCustomOrderMails(
  order: StoredCustomOrder,
  made: MadeToMeasure | undefined,
  senderId: string | null,
): Promise<void> {
  const env = getEnv();
  const arrived = `A custom order request arrived.`;
  // Asked from a product page: both mails name that piece, linked to its page; otherwise they read as before.
  const product = await startedFrom(order.product_id);
  const items = product ? [product.item] : undefined;
  const asked = [
    fact('Name', order.name),
    fact('Phone', order.phone),
    fact('E-mail', order.email),
    fact('Design interest', order.design_interest),
  ];
  const wrote = [fact('Customisation notes', order.customization_notes), fact('Image', order.imageLink ? absolute(order.imageLink) : '')];
  // The text names the piece among the facts; the HTML part shows it as a row of its own, with its picture and link.
  const piece = product ? [pieceFact(product)] : [];
  const tailoring = madeToMeasure(made);
  const admin = `${env.publicUrl}/admin/enquiries`;
  await sendMail({
    to: env.SHOP_EMAIL,
    replyTo: order.email ?? undefined,
    subject: `New custom order request from ${order.name}`,
    text: [
      arrived,
      '',
      ...[...asked, ...piece, ...wrote].map(factLine),
      ...tailoring.lines,
      '',
      `Manage it in the admin area: ${admin}`,
    ].join('\n'),
    view: {
      heading: 'New custom order request',
      intro: [arrived],
      items,
      facts: [...asked, ...wrote, ...tailoring.facts],
      button: { label: 'Open in the admin area', url: admin },
    },
  });
  const to = await recipientOf(order.email, senderId);
  if (!to) return;
  const link = await enquiryLink({ kind: 'custom', id: order.id });
  const thanks = `Thank you! Your custom order request #${order.id.slice(0, 8)} has been submitted. We'll contact you soon.`;
  await sendConfirmation({
    to,
    name: order.name,
    subject: `We received your custom order request — ${env.SHOP_NAME}`,
    heading: 'Your custom order request',
    intro: [thanks],
    viewIntro: product ? [thanks, ABOUT_THE_PIECE] : [thanks],
    pieceText: product ? pieceLine(product) : undefined,
    items,
    follow: link ? { text: 'Follow your request, and see our quote when it is ready:', label: 'Follow your request', url: link } : null,
  });
}
