import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EnquiryPage, ShopperQuote } from '~/lib/quote-views';
import { UpiPayment } from './upi-payment';

const quote: ShopperQuote = {
  id: 'q-1',
  lines: [{ label: 'Bridal lehenga', amount: 126000 }],
  total: 126000,
  validUntil: '2026-12-01T00:00:00.000Z',
  expired: false,
  message: null,
  acceptedAt: '2026-11-20T10:00:00.000Z',
  paymentReference: null,
  paymentClaimedAt: null,
  paidAt: null,
} as ShopperQuote;

const page = (payment: EnquiryPage['payment']) =>
  ({ reference: '#1a2b3c4d', payment, quote, timeline: [], asked: { items: [], details: [], images: [] } }) as unknown as EnquiryPage;

const config = { whatsappNumber: '919876543210', shopPhone: '+91 98765 43210' };

/** The payment step as the enquiry page renders it, inside the shop's root data. */
function render(payment: EnquiryPage['payment']) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <UpiPayment page={page(payment)} quote={quote} />,
      loader: () => ({ user: null, wishlistIds: [], config }),
    },
  ]);
  // React marks text boundaries with empty comments; the shopper reads the text without them.
  return renderToString(<Stub hydrationData={{ loaderData: { root: { user: null, wishlistIds: [], config } } }} />).replace(
    /<!-- -->/g,
    '',
  );
}

describe('paying an accepted quote', () => {
  it('without a UPI id: WhatsApp and the phone, with the exact total, and no UPI link', () => {
    const html = render(null);
    expect(html).toContain('Message or call us to pay ₹1,26,000; we will share the payment details.');
    expect(html).toContain('href="https://wa.me/919876543210');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).not.toContain('upi://');
    expect(html).toContain('I have paid');
  });

  it('with a UPI id: the pay link and the QR code name the exact total', () => {
    const link = 'upi://pay?pa=shop@okhdfcbank&am=126000.00&cu=INR';
    const html = render({ upiId: 'shop@okhdfcbank', link, qrSvg: '<svg></svg>' });
    expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('Pay ₹1,26,000 by UPI');
    expect(html).not.toContain('WhatsApp us');
  });
});
