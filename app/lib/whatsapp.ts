import { formatINR } from './money.ts';

/** Every WhatsApp link of the shop is built here, from the configured business number. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function productEnquiryText(p: { name: string; price: number; size?: string | null; url?: string }) {
  const lines = [`Hi! I'm interested in ${p.name} (${formatINR(p.price)})`];
  if (p.size) lines.push(`Size: ${p.size}`);
  if (p.url) lines.push(p.url);
  lines.push('Could you share more details?');
  return lines.join('\n');
}

export function inquiryText(inquiryId: string, name: string) {
  return `Hi! I just submitted a custom design inquiry (${inquiryId}). My name is ${name}. I'd love to discuss my look.`;
}

export const SIZE_HELP_TEXT = 'Hi! I need help choosing my size.';
export const GENERAL_HELP_TEXT = 'Hi! I have a question about your collection.';
export const SHIPPING_HELP_TEXT = 'Hi! I have a question about shipping and returns.';
