import { Link } from 'react-router';
import { Field, FieldError } from '~/components/ui/field';
import { Input, NativeSelect, PlainInput } from '~/components/ui/input';
import { QUOTE_SHIPPING, type QuoteShipping } from '~/lib/enquiry-constants';
import { CURRENCY_NAMES, DISPLAY_CURRENCIES, formatINR, formatRate } from '~/lib/money';
import type { QuoteCurrency } from '~/lib/schemas/quote';
import { CUSTOMS_NOTICE, type ShippingZone, type ShippingZoneKey } from '~/lib/shipping-zones';
import type { QuoteSettings } from '~/lib/quote-views';

// Send Quote's choices for a shopper abroad: where it ships, the currency and how she pays.

const choice =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-linen bg-white px-3 py-2 text-sm has-[:checked]:border-maroon has-[:checked]:bg-sand/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-maroon/40';

/** Ships to (a zone, chosen from the enquiry's country), then Standard/Express in India or the zone's price abroad. */
export function ShippingChoice({
  zones,
  shipTo,
  onShipTo,
  country,
  shipping,
  onShipping,
  amount,
  onAmount,
  errors,
}: {
  zones: ShippingZone[];
  shipTo: ShippingZoneKey;
  onShipTo: (zone: ShippingZone) => void;
  country: string | null;
  shipping: QuoteShipping;
  onShipping: (key: QuoteShipping) => void;
  amount: string;
  onAmount: (text: string) => void;
  errors: Record<string, string>;
}) {
  const zone = zones.find((z) => z.zone === shipTo);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Shipping</legend>
      <Field
        label="Ships to"
        hint={country ? `The shopper gave ${country} as her country.` : 'The enquiry gives no country; India unless you choose otherwise.'}
        error={errors.shipTo}
      >
        {(p) => (
          <NativeSelect
            {...p}
            name="shipTo"
            value={shipTo}
            onChange={(e) => {
              const next = zones.find((z) => z.zone === e.target.value);
              if (next) onShipTo(next);
            }}
          >
            {zones.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.label} · {z.price ? formatINR(z.price) : 'Free'} · {z.delivery}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {shipTo === 'india' ? (
        <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Shipping within India">
          {(Object.keys(QUOTE_SHIPPING) as QuoteShipping[]).map((key) => (
            <label key={key} className={choice}>
              <PlainInput
                type="radio"
                name="shipping"
                value={key}
                checked={shipping === key}
                onChange={() => onShipping(key)}
                className="accent-maroon"
              />
              <span className="text-ink">{QUOTE_SHIPPING[key].label}</span>
              <span className="ml-auto text-muted">{QUOTE_SHIPPING[key].price ? formatINR(QUOTE_SHIPPING[key].price) : 'Free'}</span>
            </label>
          ))}
          <FieldError>{errors.shipping}</FieldError>
        </div>
      ) : (
        <>
          <Field
            label={`Shipping to ${zone?.label ?? 'this zone'}`}
            hint={`Whole rupees; the zone's price is ${formatINR(zone?.price ?? 0)} (${zone?.delivery ?? ''}).`}
            error={errors.shippingAmount}
          >
            {(p) => (
              <Input
                {...p}
                name="shippingAmount"
                inputMode="numeric"
                value={amount}
                onChange={(e) => onAmount(e.target.value)}
                placeholder="₹"
              />
            )}
          </Field>
          <p className="rounded-lg bg-sand/50 px-3 py-2 text-sm text-ink">The quote will say: “{CUSTOMS_NOTICE}”</p>
        </>
      )}
    </fieldset>
  );
}

/** Rupees, or a shopper's currency at today's rate (frozen in the quote when it is sent). */
export function CurrencyChoice({
  rates,
  currency,
  onCurrency,
  error,
}: {
  rates: QuoteSettings['rates'];
  currency: QuoteCurrency;
  onCurrency: (code: QuoteCurrency) => void;
  error?: string;
}) {
  const rate = rates.find((r) => r.currency === currency);
  return (
    <Field
      label="Currency"
      hint={
        rate
          ? `${formatRate(rate.currency, rate.rupeesPerUnit)} (rate of ${rate.date}), fixed in the quote when you send it. Lines stay in rupees here.`
          : 'Amounts in rupees. For a shopper abroad, choose her currency.'
      }
      error={error}
    >
      {(p) => (
        <NativeSelect {...p} name="currency" value={currency} onChange={(e) => onCurrency(e.target.value as QuoteCurrency)}>
          <option value="INR">Indian rupee (₹)</option>
          {DISPLAY_CURRENCIES.map((code) => {
            const r = rates.find((x) => x.currency === code);
            return (
              <option key={code} value={code} disabled={!r}>
                {CURRENCY_NAMES[code]} {r ? `(${formatRate(code, r.rupeesPerUnit)})` : '(no rate from the last 7 days)'}
              </option>
            );
          })}
        </NativeSelect>
      )}
    </Field>
  );
}

/** The two ways a shopper abroad pays, as the owner chooses them. */
const PAYMENT_METHODS = [
  ['link', 'Payment link'],
  ['bank', 'Bank transfer'],
] as const;

/** A quote in another currency is paid by the shop's payment link or by bank transfer, never UPI. */
export function PaymentWayChoice({
  method,
  onMethod,
  link,
  onLink,
  bankDetails,
  errors,
}: {
  method: 'link' | 'bank';
  onMethod: (m: 'link' | 'bank') => void;
  link: string;
  onLink: (text: string) => void;
  bankDetails: string;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">How the shopper pays</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PAYMENT_METHODS.map(([value, label]) => (
          <label key={value} className={choice}>
            <PlainInput
              type="radio"
              name="paymentMethod"
              value={value}
              checked={method === value}
              onChange={() => onMethod(value)}
              className="accent-maroon"
            />
            <span className="text-ink">{label}</span>
          </label>
        ))}
      </div>
      <FieldError>{errors.paymentMethod}</FieldError>
      {method === 'link' ? (
        <Field
          label="Payment link"
          hint="A PayPal, Stripe or Razorpay payment link for the exact amount, starting https://"
          error={errors.paymentLink}
        >
          {(p) => (
            <Input
              {...p}
              name="paymentLink"
              type="url"
              inputMode="url"
              autoComplete="off"
              maxLength={2000}
              value={link}
              onChange={(e) => onLink(e.target.value)}
              placeholder="https://www.paypal.com/ncp/payment/…"
            />
          )}
        </Field>
      ) : bankDetails ? (
        <div className="grid gap-1 text-sm">
          <p className="text-muted">The quote carries the shop’s bank details as they are now:</p>
          <p className="whitespace-pre-line break-words rounded-lg bg-ivory px-3 py-2 font-mono text-ink">{bankDetails}</p>
        </div>
      ) : (
        <p className="rounded-lg bg-danger/5 px-3 py-2 text-sm text-danger">
          The shop has no bank-transfer details yet. Add them under{' '}
          <Link to="/admin/currencies" className="underline">
            Currencies and shipping
          </Link>
          , or use a payment link.
        </p>
      )}
    </fieldset>
  );
}
