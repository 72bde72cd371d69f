import ExternalLinkIcon from 'lucide-react/icons/external-link';
import LandmarkIcon from 'lucide-react/icons/landmark';
import { CURRENCY_NAMES, formatCents } from '~/lib/money';
import type { QuoteMoney } from '~/lib/quote';
import type { EnquiryPage, ShopperQuote } from '~/lib/quote-views';
import { ShopContact } from './shop-contact';

const hostOf = (link: string) => {
  try {
    return new URL(link).hostname;
  } catch {
    return link;
  }
};

/**
 * After Accept, for a quote in another currency: the exact amount with the way the shop chose, its
 * payment link (a page of PayPal, Stripe or Razorpay) or a bank transfer. The owner marks it paid.
 */
export function AbroadPayment({ page, quote, money }: { page: EnquiryPage; quote: ShopperQuote; money: QuoteMoney }) {
  const amount = formatCents(money.totalCents, money.currency);
  const way = quote.payAbroad;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink">You accepted this quote. Please pay {amount} to confirm your order.</p>
      {way?.method === 'link' ? (
        <>
          <a
            href={way.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-maroon px-6 text-base font-medium text-ivory shadow-sm hover:bg-maroon-dark"
          >
            Pay {amount} online
            <ExternalLinkIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="text-center text-sm text-muted">
            It opens the shop’s payment page at <strong className="font-semibold text-ink">{hostOf(way.link)}</strong>, for the exact amount
            in {CURRENCY_NAMES[money.currency]}s.
          </p>
        </>
      ) : way?.method === 'bank' ? (
        <section aria-labelledby="bank-transfer-title" className="grid gap-2 rounded-2xl bg-ivory p-4">
          <h3 id="bank-transfer-title" className="flex items-center gap-2 font-semibold text-ink">
            <LandmarkIcon className="size-4 text-maroon" aria-hidden="true" /> Pay by bank transfer
          </h3>
          <p className="text-sm text-ink">
            Send {amount} with the reference “Enquiry {page.reference}” to:
          </p>
          <p className="whitespace-pre-line break-words rounded-xl bg-white px-4 py-3 font-mono text-sm text-ink">{way.details}</p>
        </section>
      ) : null}
      <ShopContact
        reference={page.reference}
        intro="Once you have paid, we confirm it here and by mail. Questions? We are happy to talk."
      />
    </div>
  );
}
