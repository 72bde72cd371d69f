import CheckCircle2Icon from 'lucide-react/icons/circle-check';
import ClockIcon from 'lucide-react/icons/clock';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { Textarea } from '~/components/ui/input';
import GlobeIcon from 'lucide-react/icons/globe';
import { amountDue } from '~/lib/quote';
import { CUSTOMS_NOTICE } from '~/lib/shipping-zones';
import type { EnquiryPage, ShopperQuote } from '~/lib/quote-views';
import { AbroadPayment } from './abroad-payment';
import { QuoteLinesTable } from './quote-lines';
import { ShopContact } from './shop-contact';
import { UpiPayment } from './upi-payment';
import { useShopperForm } from './use-shopper-form';
import { formatLongDate } from '~/lib/dates';

const card = 'rounded-[1.5rem] border border-linen bg-white p-6 shadow-[var(--shadow-soft)] md:p-8';

function AcceptForm({ quote }: { quote: ShopperQuote }) {
  const { fetcher, busy, error } = useShopperForm('accept');
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="quoteId" value={quote.id} />
      <input type="hidden" name="total" value={quote.total} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Accepting...' : 'Accept Quote'}
      </Button>
      <FieldError>{error}</FieldError>
    </fetcher.Form>
  );
}

function ChangesForm({ quote }: { quote: ShopperQuote }) {
  const { fetcher, busy, result, error, fieldErrors } = useShopperForm('changes');
  if (result?.ok)
    return (
      <p role="status" className="rounded-xl bg-sand/60 px-4 py-3 text-sm text-ink">
        {result.message}
      </p>
    );
  return (
    <details className="group rounded-xl border border-linen px-4 py-3 open:bg-ivory/60">
      <summary className="cursor-pointer list-none text-center text-sm font-medium text-maroon marker:hidden [&::-webkit-details-marker]:hidden">
        Ask for Changes
      </summary>
      <fetcher.Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="changes" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <Field label="What would you like changed?" error={fieldErrors.message ?? error}>
          {(p) => <Textarea {...p} name="message" rows={3} maxLength={2000} required />}
        </Field>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Sending...' : 'Send to the shop'}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/** The quote in force and what the shopper can do with it now. */
export function QuoteCard({ page }: { page: EnquiryPage }) {
  const quote = page.quote;
  if (!quote) {
    return (
      <section aria-labelledby="quote-title" className={card}>
        <h2 id="quote-title" className="font-display text-2xl text-ink">
          Your quote
        </h2>
        <p className="mt-2 flex items-start gap-2 text-ink">
          <ClockIcon className="mt-1 size-4 shrink-0 text-gold" aria-hidden="true" />
          We are preparing your quote. You will find it here, and we will mail you when it is ready.
        </p>
        <ShopContact reference={page.reference} intro="Questions meanwhile? We are happy to talk." />
      </section>
    );
  }
  const open = !quote.acceptedAt && !quote.paidAt;
  return (
    <section aria-labelledby="quote-title" className={card}>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
        {quote.paidAt ? 'Paid' : quote.acceptedAt ? 'Accepted' : quote.expired ? 'Expired' : 'Quote from the shop'}
      </p>
      <h2 id="quote-title" className="mt-1 font-display text-3xl text-ink">
        Your quote
      </h2>
      <p className="mt-1 text-sm text-muted">
        {quote.expired && open
          ? `This quote expired on ${formatLongDate(quote.validUntil)}.`
          : `Valid until ${formatLongDate(quote.validUntil)}`}
      </p>
      {quote.message ? (
        <p className="mt-4 whitespace-pre-line border-l-4 border-gold bg-ivory px-4 py-3 text-[0.95rem] text-ink">{quote.message}</p>
      ) : null}
      <div className="mt-5">
        <QuoteLinesTable lines={quote.lines} total={quote.total} money={quote.money} caption="Your quote" />
      </div>
      {quote.abroad ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-sand/60 px-4 py-3 text-sm text-ink">
          <GlobeIcon className="mt-0.5 size-4 shrink-0 text-maroon" aria-hidden="true" />
          {CUSTOMS_NOTICE}
        </p>
      ) : null}
      <div className="mt-6 grid gap-3">
        {quote.paidAt ? (
          <p role="status" className="flex items-start gap-3 rounded-2xl bg-leaf/10 px-4 py-4 text-ink">
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Paid.</strong> We received {amountDue(quote.total, quote.money)} on{' '}
              {formatLongDate(quote.paidAt)}. Thank you!
            </span>
          </p>
        ) : quote.acceptedAt ? (
          quote.money ? (
            <AbroadPayment page={page} quote={quote} money={quote.money} />
          ) : (
            <UpiPayment page={page} quote={quote} />
          )
        ) : quote.expired ? (
          <>
            <p role="alert" className="rounded-xl bg-danger/5 px-4 py-3 text-sm text-danger">
              This quote has expired and can no longer be accepted. Ask us for a new one.
            </p>
            <ChangesForm quote={quote} />
          </>
        ) : (
          <>
            <AcceptForm quote={quote} />
            <ChangesForm quote={quote} />
          </>
        )}
      </div>
    </section>
  );
}
