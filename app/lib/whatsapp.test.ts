import { describe, expect, it } from 'vitest';
import { inquiryText, productEnquiryText, whatsappLink } from './whatsapp.ts';

/** What WhatsApp receives: the number it opens and the message pre-filled in the chat. */
function opened(link: string) {
  const url = new URL(link);
  return { to: url.origin + url.pathname, text: url.searchParams.get('text'), params: [...url.searchParams.keys()] };
}

describe('WhatsApp links', () => {
  it('open the configured number, whatever spaces, plus sign or dashes it was typed with', () => {
    for (const number of ['+91 98765 43210', '91-98765-43210', '(+91) 9876543210']) {
      expect(opened(whatsappLink(number, 'Hi!')).to).toBe('https://wa.me/919876543210');
    }
  });

  it('carry a custom-look inquiry with its reference and the name as typed, ampersands and emoji included', () => {
    const link = whatsappLink('+91 98765 43210', inquiryText('INQ1730000000000', 'Ritu & Anu 🌸'));
    // An unencoded & would end the text at "Ritu " and start a query parameter of its own.
    expect(opened(link).params).toEqual(['text']);
    expect(opened(link).text).toBe(
      "Hi! I just submitted a custom design inquiry (INQ1730000000000). My name is Ritu & Anu 🌸. I'd love to discuss my look.",
    );
  });

  it('carry a product enquiry with the name, the price in rupees with Indian grouping, the size and the page', () => {
    const link = whatsappLink(
      '+91 98765 43210',
      productEnquiryText({
        name: 'Silk & Zari Lehenga ✨',
        price: 125000.4,
        size: 'XL',
        url: 'https://shop.example/product/p1?ref=wa&x=1',
      }),
    );
    expect(opened(link).text).toBe(
      "Hi! I'm interested in Silk & Zari Lehenga ✨ (₹1,25,000)\nSize: XL\nhttps://shop.example/product/p1?ref=wa&x=1\nCould you share more details?",
    );
  });

  it('leave the size line out when no size is chosen', () => {
    const text = opened(whatsappLink('919876543210', productEnquiryText({ name: 'Chanderi Kurta', price: 2499, size: null }))).text;
    expect(text).toBe("Hi! I'm interested in Chanderi Kurta (₹2,499)\nCould you share more details?");
  });
});
