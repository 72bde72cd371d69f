import SmartphoneIcon from 'lucide-react/icons/smartphone';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { formatINR } from '~/lib/money';
import type { EnquiryPage, ShopperQuote } from '~/lib/quote-views';
import { ShopContact } from './shop-contact';
import { useShopperForm } from './use-shopper-form';
import { formatDate } from '~/lib/dates';

/** UPI transaction reference and I have paid: the shop checks it against its account, then marks the quote paid. */
function PaymentClaimForm({ quote }: { quote: ShopperQuote }) {
  const { fetcher, busy, result, error, fieldErrors } = useShopperForm('paid');
  const claimed = quote.paymentClaimedAt
    ? `You told us on ${formatDate(quote.paymentClaimedAt, true)} that you paid (UTR ${quote.paymentReference}). We will confirm it soon.`
    : null;
  return (
    <fetcher.Form method="post" className="grid gap-3 rounded-2xl border border-linen p-4">
      <input type="hidden" name="intent" value="paid" />
      <input type="hidden" name="quoteId" value={quote.id} />
      {claimed ? (
        <p role="status" className="text-sm text-ink">
          {claimed}
        </p>
      ) : null}
      {result?.ok && !claimed ? (
        <p role="status" className="text-sm text-ink">
          {result.message}
        </p>
      ) : null}
      <Field label="UPI transaction reference" hint="The 12-digit UTR your UPI app shows after paying" error={fieldErrors.utr ?? error}>
        {(p) => (
          <Input
            {...p}
            name="utr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            pattern="\d{12}"
            defaultValue={quote.paymentReference ?? ''}
            placeholder="123456789012"
            required
          />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Sending...' : claimed ? 'Update reference' : 'I have paid'}
      </Button>
    </fetcher.Form>
  );
}

/** After Accept: pay the exact total by UPI (link on phones, QR code on computers), or by WhatsApp/phone without a UPI id. */
export function UpiPayment({ page, quote }: { page: EnquiryPage; quote: ShopperQuote }) {
  const payment = page.payment;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink">You accepted this quote. Please pay {formatINR(quote.total)} to confirm your order.</p>
      {payment ? (
        <>
          <a
            href={payment.link}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-maroon px-6 text-base font-medium text-ivory shadow-sm hover:bg-maroon-dark"
          >
            <SmartphoneIcon className="size-5" aria-hidden="true" />
            Pay {formatINR(quote.total)} by UPI
          </a>
          <figure className="grid justify-items-center gap-2 rounded-2xl bg-ivory p-4 text-center">
            <div
              role="img"
              aria-label={`QR code to pay ${formatINR(quote.total)} by UPI to ${payment.upiId}`}
              className="size-44 [&_svg]:size-full"
              dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
            />
            <figcaption className="text-sm text-muted">
              On a computer? Scan with any UPI app, or pay {formatINR(quote.total)} to{' '}
              <strong className="font-semibold text-ink">{payment.upiId}</strong> with the note “Enquiry {page.reference}”.
            </figcaption>
          </figure>
        </>
      ) : (
        <ShopContact
          reference={page.reference}
          intro={`Message or call us to pay ${formatINR(quote.total)}; we will share the payment details.`}
        />
      )}
      <PaymentClaimForm quote={quote} />
    </div>
  );
}
