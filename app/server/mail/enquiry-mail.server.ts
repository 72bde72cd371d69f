import { ENQUIRY_STATUS_LABELS } from '../../lib/enquiry-constants.ts';
import { daysLeftText, needByState } from '../../lib/lead-times.ts';
import { formatLength, hasMeasurements, MEASUREMENTS, UNIT_NAMES } from '../../lib/measurements.ts';
import { formatINR } from '../../lib/money.ts';
import type { CartEnquiry, StoredCustomOrder, StoredInquiry } from '../data/enquiries.server.ts';
import { enquiryLink } from '../data/enquiry-records.server.ts';
import type { MadeToMeasure } from '../actions/enquiry-extras.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { sendMail } from './mail.server.ts';
import { shortDate } from '../../lib/dates.ts';

// Plain-text mails: every value typed by a shopper goes into text, never into HTML.

const absolute = (url: string) => (url.startsWith('/') ? `${getEnv().publicUrl}${url}` : url);
const line = (label: string, value: string | null | undefined) => `${label}: ${value && value.trim() ? value : '—'}`;

/** The need-by date (marked Rush inside the style's lead time) and the measurements, for the tailor. */
function madeToMeasureLines(made: MadeToMeasure | undefined): string[] {
  const lines: string[] = [];
  const state = made ? needByState(made) : null;
  if (made?.needBy && state)
    lines.push(line('Need by', `${shortDate(made.needBy)} (${daysLeftText(state.days)})${state.rush ? ' — Rush: within lead time' : ''}`));
  const m = made?.measurements;
  if (m && hasMeasurements(m.values)) {
    lines.push(`Measurements in ${UNIT_NAMES[m.unit]}${m.profileName ? ` (profile “${m.profileName}”)` : ''}:`);
    for (const def of MEASUREMENTS) {
      const mm = m.values[def.key];
      if (mm !== undefined) lines.push(`- ${def.label}: ${formatLength(mm, m.unit)}`);
    }
  }
  return lines.length ? ['', ...lines] : [];
}

function cartLines(enquiry: CartEnquiry) {
  const rows = enquiry.items.map(
    (i) => `- ${i.name}${i.selectedSize ? ` (size ${i.selectedSize})` : ''} — ${formatINR(i.price)}  [${i.sku}]`,
  );
  const total = enquiry.items.reduce((sum, i) => sum + i.price, 0);
  return [...rows, '', `Total at catalogue prices: ${formatINR(total)}`];
}

/** The shop gets the whole enquiry; the shopper a confirmation. */
export async function sendCartEnquiryMails(enquiry: CartEnquiry, made?: MadeToMeasure): Promise<void> {
  const env = getEnv();
  const ref = enquiry.id.slice(0, 8);
  await sendMail({
    to: env.SHOP_EMAIL,
    replyTo: enquiry.customerEmail,
    subject: `New cart enquiry #${ref} from ${enquiry.customerName}`,
    text: [
      `A shopper sent a cart enquiry (${enquiry.items.length} ${enquiry.items.length === 1 ? 'item' : 'items'}).`,
      '',
      line('Customer', enquiry.customerName),
      line('E-mail', enquiry.customerEmail),
      line('Enquiry', `#${ref} (${enquiry.id})`),
      line('Status', ENQUIRY_STATUS_LABELS.pending),
      '',
      ...cartLines(enquiry),
      ...madeToMeasureLines(made),
      '',
      `Manage it in the admin area: ${env.publicUrl}/admin/enquiries`,
    ].join('\n'),
  });
  await sendMail({
    to: enquiry.customerEmail,
    subject: `We received your enquiry #${ref} — ${env.SHOP_NAME}`,
    text: [
      `Dear ${enquiry.customerName},`,
      '',
      `Thank you for your enquiry. We'll contact you soon about these pieces:`,
      '',
      ...cartLines(enquiry),
      '',
      `Follow it, and see our quote when it is ready: ${env.publicUrl}/account/enquiries/${enquiry.id}`,
      '',
      `Warm regards,`,
      env.SHOP_NAME,
      env.SHOP_PHONE,
    ].join('\n'),
  });
}

export async function sendInquiryMails(inquiry: StoredInquiry, made?: MadeToMeasure): Promise<void> {
  const env = getEnv();
  const n = inquiry.notes;
  await sendMail({
    to: env.SHOP_EMAIL,
    replyTo: inquiry.customerEmail ?? undefined,
    subject: `New Create Your Look inquiry ${inquiry.inquiryId} from ${inquiry.customerName}`,
    text: [
      `A custom design inquiry arrived.`,
      '',
      line('Inquiry', inquiry.inquiryId),
      line('Name', inquiry.customerName),
      line('Phone', inquiry.phone),
      line('E-mail', inquiry.customerEmail),
      line('City', inquiry.city),
      line('Occasion', n.occasion),
      line('Preferred styles', n.preferred_style.join(', ')),
      line('Budget', n.budget_range),
      line('Size', n.size),
      line('Fabric or embroidery', n.fabric_or_embroidery_prefs),
      line('Notes', n.notes),
      line('Source', n.source),
      line('Product', n.product_slug ? `${n.product_slug} (${env.publicUrl}/product/${n.product_slug})` : ''),
      ...madeToMeasureLines(made),
      '',
      n.reference_image_urls.length ? 'Reference files:' : 'Reference files: none',
      ...n.reference_image_urls.map((u) => `- ${absolute(u)}`),
    ].join('\n'),
  });
  if (inquiry.customerEmail) {
    const link = await enquiryLink({ kind: 'inquiry', id: inquiry.inquiryId });
    await sendMail({
      to: inquiry.customerEmail,
      subject: `Your custom look inquiry ${inquiry.inquiryId} — ${env.SHOP_NAME}`,
      text: [
        `Dear ${inquiry.customerName},`,
        '',
        `Thank you for sharing your idea with us. Your inquiry number is ${inquiry.inquiryId}.`,
        `Our designers will reach you on ${inquiry.phone} soon.`,
        ...(link ? ['', `Follow your inquiry, and see our quote when it is ready: ${link}`] : []),
        '',
        `Warm regards,`,
        env.SHOP_NAME,
      ].join('\n'),
    });
  }
}

export async function sendCustomOrderMails(order: StoredCustomOrder, made?: MadeToMeasure): Promise<void> {
  const env = getEnv();
  await sendMail({
    to: env.SHOP_EMAIL,
    replyTo: order.email ?? undefined,
    subject: `New custom order request from ${order.name}`,
    text: [
      `A custom order request arrived.`,
      '',
      line('Name', order.name),
      line('Phone', order.phone),
      line('E-mail', order.email),
      line('Design interest', order.design_interest),
      line('Customisation notes', order.customization_notes),
      line('Image', order.imageLink ? absolute(order.imageLink) : ''),
      ...madeToMeasureLines(made),
      '',
      `Manage it in the admin area: ${env.publicUrl}/admin/enquiries`,
    ].join('\n'),
  });
  if (order.email) {
    const link = await enquiryLink({ kind: 'custom', id: order.id });
    await sendMail({
      to: order.email,
      subject: `We received your custom order request — ${env.SHOP_NAME}`,
      text: [
        `Dear ${order.name},`,
        '',
        `Thank you! Your custom order request has been submitted. We'll contact you soon.`,
        ...(link ? ['', `Follow your request, and see our quote when it is ready: ${link}`] : []),
        '',
        `Warm regards,`,
        env.SHOP_NAME,
      ].join('\n'),
    });
  }
}
