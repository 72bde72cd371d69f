import { Form, useNavigation } from 'react-router';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { Input, Textarea } from '~/components/ui/input';
import { CURRENCY_NAMES, formatINR, type DisplayCurrency } from '~/lib/money';
import type { ShippingZone } from '~/lib/shipping-zones';

type Errors = Record<string, string>;
type Rate = {
  currency: DisplayCurrency;
  bankRupees: number | null;
  bankDate: string | null;
  overrideRupees: number | null;
  date: string | null;
  fresh: boolean;
  feedRefusal: string | null;
};

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

function useSaving(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

const th = 'py-2 pr-3 font-medium';

/** The reference rates with the date they are from, and the owner's override of each. */
export function RatesForm({ rates, fetching, errors }: { rates: Rate[]; fetching: boolean; errors: Errors }) {
  const saving = useSaving('rates');
  const refreshing = useSaving('refresh');
  return (
    <Section
      id="rates-title"
      title="Exchange rates"
      intro="The European Central Bank's reference rates, fetched at start and then daily, in rupees for one unit. An override replaces the bank's rate until you clear it. A fetched rate more than 20% from the last good one is refused, and the last good one stays. Estimates are shown only while a rate is at most 7 days old."
    >
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="rates" />
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-linen text-xs uppercase tracking-wider text-muted">
                <th scope="col" className={th}>
                  Currency
                </th>
                <th scope="col" className={th}>
                  Bank's rate
                </th>
                <th scope="col" className={th}>
                  Your rate (₹ for 1)
                </th>
                <th scope="col" className={th}>
                  Shown to shoppers
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.map((r) => (
                <tr key={r.currency} className="border-b border-linen/60 align-top last:border-0">
                  <th scope="row" className="py-2.5 pr-3 font-normal">
                    <span className="block text-ink">{r.currency}</span>
                    <span className="text-xs text-muted">{CURRENCY_NAMES[r.currency]}</span>
                  </th>
                  <td className="py-2.5 pr-3">
                    {r.bankRupees ? `₹${r.bankRupees.toFixed(2)}` : 'none yet'}
                    {r.bankDate ? <span className="block text-xs text-muted">of {r.bankDate}</span> : null}
                    {r.feedRefusal ? (
                      <span className="mt-1 block max-w-64 text-xs text-danger">{r.feedRefusal} The last good rate stays.</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">
                    <Input
                      name={`override_${r.currency}`}
                      defaultValue={r.overrideRupees ?? ''}
                      inputMode="decimal"
                      placeholder="bank's rate"
                      fullWidth={false}
                      className="w-32"
                      aria-label={`${CURRENCY_NAMES[r.currency]}: your rate in rupees for one unit (blank: the bank's)`}
                      aria-invalid={Boolean(errors[`override_${r.currency}`])}
                    />
                    <FieldError>{errors[`override_${r.currency}`]}</FieldError>
                  </td>
                  <td className="py-2.5">
                    {r.fresh ? `Yes, rate of ${r.date}` : r.date ? `No: the rate of ${r.date} is more than 7 days old` : 'No rate yet'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save rates'}
          </Button>
        </div>
      </Form>
      {fetching ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="refresh" />
          <Button type="submit" variant="outline" disabled={refreshing}>
            {refreshing ? 'Fetching...' : "Fetch today's rates now"}
          </Button>
        </Form>
      ) : null}
    </Section>
  );
}

/** Price and delivery time of each zone a quote can ship to. */
export function ShippingZonesForm({ zones, errors }: { zones: ShippingZone[]; errors: Errors }) {
  const saving = useSaving('zones');
  return (
    <Section
      id="zones-title"
      title="Shipping zones"
      intro="The shipping line of a quote. India's price is a quote's Standard shipping within India."
    >
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="zones" />
        <div className="grid gap-4">
          {zones.map((z) => (
            <fieldset key={z.zone} className="grid gap-3 border-b border-linen/60 pb-3 last:border-0 sm:grid-cols-[12rem_10rem_1fr]">
              <legend className="sr-only">{z.label}</legend>
              <p className="self-center text-sm font-medium text-ink" aria-hidden="true">
                {z.label}
              </p>
              <Field label={`${z.label}: price (₹)`} error={errors[`price_${z.zone}`]}>
                {(p) => <Input {...p} name={`price_${z.zone}`} defaultValue={formatINR(z.price)} inputMode="numeric" />}
              </Field>
              <Field label={`${z.label}: delivery time`} error={errors[`delivery_${z.zone}`]}>
                {(p) => <Input {...p} name={`delivery_${z.zone}`} defaultValue={z.delivery} maxLength={60} />}
              </Field>
            </fieldset>
          ))}
        </div>
        <Button type="submit" className="mt-4" disabled={saving}>
          {saving ? 'Saving...' : 'Save shipping zones'}
        </Button>
      </Form>
    </Section>
  );
}

/** The shop's bank-transfer (SWIFT/IBAN) details, which a quote in another currency may offer. */
export function BankDetailsForm({ bankDetails, errors }: { bankDetails: string; errors: Errors }) {
  const saving = useSaving('bank');
  return (
    <Section
      id="bank-title"
      title="Bank transfer from abroad"
      intro="Account name, bank, IBAN or account number and SWIFT code. A quote in another currency can show these instead of a payment link."
    >
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="bank" />
        <Field label="Bank-transfer details" error={errors.bankDetails}>
          {(p) => <Textarea {...p} name="bankDetails" defaultValue={bankDetails} rows={5} maxLength={1000} />}
        </Field>
        <Button type="submit" className="mt-4" disabled={saving}>
          {saving ? 'Saving...' : 'Save bank details'}
        </Button>
      </Form>
    </Section>
  );
}
