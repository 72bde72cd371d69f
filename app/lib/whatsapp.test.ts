import { describe, expect, it } from 'vitest';
import { GENERAL_HELP_TEXT, inquiryText, productEnquiryText, SIZE_HELP_TEXT, whatsappLink } from './whatsapp.ts';

describe('WhatsApp links', () => {
  it('builds wa.me links from the configured number with the text encoded', () => {
    const link = whatsappLink('+91 98765 43210', inquiryText('INQ1730000000000', 'Ritu'));
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      "Hi! I just submitted a custom design inquiry (INQ1730000000000). My name is Ritu. I'd love to discuss my look.",
    );
  });

  it('has the product enquiry and help texts', () => {
    expect(productEnquiryText({ name: 'Banarasi Silk Lehenga', price: 38500, size: 'M' })).toBe(
      "Hi! I'm interested in Banarasi Silk Lehenga (₹38,500)\nSize: M\nCould you share more details?",
    );
    expect(SIZE_HELP_TEXT).toBe('Hi! I need help choosing my size.');
    expect(GENERAL_HELP_TEXT).toBe('Hi! I have a question about your collection.');
  });
});
