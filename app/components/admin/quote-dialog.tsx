import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { Field, FieldError } from '~/components/ui/field';
import { Input, Label, Textarea } from '~/components/ui/input';
import type { QuoteShipping } from '~/lib/enquiry-constants';
import { CURRENCY_NAMES, formatINR } from '~/lib/money';
import { QuoteLinesTable } from '~/components/enquiry/quote-lines';
import {
  defaultValidUntil,
  linesInCents,
  quoteAmount,
  quoteLines,
  quoteTotal,
  readRupees,
  shippingLine,
  STITCHING_LABEL,
} from '~/lib/quote';
import type { QuoteCurrency } from '~/lib/schemas/quote';
import { zoneForCountry } from '~/lib/shipping-zones';
import { CurrencyChoice, PaymentWayChoice, ShippingChoice } from './quote-dialog-abroad';
import { useQuoteSettings } from './quote-settings';
import { shortId } from './enquiry-status';
import type { EnquiryView } from '~/lib/views';
import { fieldErrorsOf, useActionToast } from './use-action-toast';
import { formatDate, indiaDay } from '~/lib/dates';

/** A line started from a catalogue piece keeps its sku, size and quantity (sent hidden): paying the quote takes them off the stock. */
type Row = { key: number; label: string; amount: string; sku?: string; size?: string; quantity?: number };

/** The enquiry's items at today's catalogue price (the price sent with the enquiry when the product is gone). */
function startingRows(e: EnquiryView): Row[] {
  return e.items.map((item, i) => {
    const price = e.todayPrices?.[item.sku] ?? item.price ?? 0;
    const label = [item.name, item.size ? `size ${item.size}` : null].filter(Boolean).join(', ');
    const quantity = item.quantity ?? 1;
    return { key: i, label, amount: String(price * quantity), sku: item.sku, size: item.size ?? '', quantity };
  });
}

const rupeesOrZero = (text: string) => readRupees(text) ?? 0;

/**
 * Send Quote: lines from the enquiry's items, stitching, discount, shipping, validity and a message.
 * The total shown here is a preview; the server adds the lines up again and stores its own.
 */
export function QuoteDialog({
  enquiry,
  open,
  onOpenChange,
}: {
  enquiry: EnquiryView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher();
  const [rows, setRows] = useState<Row[]>(() => startingRows(enquiry));
  const [nextKey, setNextKey] = useState(rows.length);
  const [stitching, setStitching] = useState('');
  const [discount, setDiscount] = useState('');
  const [shipping, setShipping] = useState<QuoteShipping>('standard');
  const settings = useQuoteSettings();
  const [shipTo, setShipTo] = useState(() => zoneForCountry(enquiry.countryCode));
  const zone = settings.zones.find((z) => z.zone === shipTo);
  const [shippingAmount, setShippingAmount] = useState(() => String(zone?.price ?? ''));
  const [currency, setCurrency] = useState<QuoteCurrency>('INR');
  const [paymentMethod, setPaymentMethod] = useState<'link' | 'bank'>('link');
  const [paymentLink, setPaymentLink] = useState('');
  const errors = fieldErrorsOf(fetcher.data);
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher.data, () => onOpenChange(false));

  const lines = quoteLines({
    items: rows.map((r) => ({ label: r.label, amount: rupeesOrZero(r.amount), sku: r.sku, size: r.size, quantity: r.quantity })),
    stitching: rupeesOrZero(stitching),
    discount: rupeesOrZero(discount),
    shipping: shippingLine(zone, shipping, rupeesOrZero(shippingAmount)),
  });
  const preview = quoteTotal(lines);
  const rate = currency === 'INR' ? undefined : settings.rates.find((r) => r.currency === currency);
  const update = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const previous = enquiry.quote;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" className="overflow-y-auto">
        <DialogTitle>Send Quote</DialogTitle>
        <DialogDescription>
          Enquiry {shortId(enquiry.id)} from {enquiry.customerName || 'Unknown Customer'}. Amounts in whole rupees; items start at today's
          prices.
        </DialogDescription>
        {previous ? (
          <p className="mt-3 rounded-lg bg-gold-light/40 px-3 py-2 text-sm text-ink">
            Sending replaces the quote of {quoteAmount(previous)} (valid until {formatDate(previous.validUntil)}). The shopper keeps both in
            the timeline.
          </p>
        ) : null}
        <fetcher.Form method="post" className="mt-4 grid gap-5">
          <input type="hidden" name="intent" value="quote" />
          <input type="hidden" name="kind" value={enquiry.kind} />
          <input type="hidden" name="id" value={enquiry.id} />
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold text-ink">Lines</legend>
            {rows.length === 0 ? <p className="text-sm text-muted">No items yet. Add a line for each piece.</p> : null}
            {rows.map((row, i) => (
              <div key={row.key} className="grid grid-cols-[1fr_7.5rem_auto] items-end gap-2">
                <input type="hidden" name="itemSku" value={row.sku ?? ''} />
                <input type="hidden" name="itemSize" value={row.size ?? ''} />
                <input type="hidden" name="itemQuantity" value={row.quantity ?? 1} />
                <div className="grid gap-1">
                  <Label htmlFor={`quote-line-${row.key}`} className="sr-only">
                    Line {i + 1}
                  </Label>
                  <Input
                    id={`quote-line-${row.key}`}
                    name="itemLabel"
                    value={row.label}
                    maxLength={200}
                    onChange={(e) => update(row.key, { label: e.target.value })}
                    placeholder="Description"
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`quote-amount-${row.key}`} className="sr-only">
                    Amount of line {i + 1} in rupees
                  </Label>
                  <Input
                    id={`quote-amount-${row.key}`}
                    name="itemAmount"
                    inputMode="numeric"
                    value={row.amount}
                    onChange={(e) => update(row.key, { amount: e.target.value })}
                    placeholder="₹"
                    className="text-right"
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove line ${i + 1}`}
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ))}
            <FieldError>{errors.items}</FieldError>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                setRows((all) => [...all, { key: nextKey, label: '', amount: '' }]);
                setNextKey((k) => k + 1);
              }}
            >
              <PlusIcon aria-hidden="true" /> Add line
            </Button>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={STITCHING_LABEL} hint="Optional" error={errors.stitching}>
              {(p) => (
                <Input
                  {...p}
                  name="stitching"
                  inputMode="numeric"
                  value={stitching}
                  onChange={(e) => setStitching(e.target.value)}
                  placeholder="₹0"
                />
              )}
            </Field>
            <Field label="Discount" hint="Optional, taken off the total" error={errors.discount}>
              {(p) => (
                <Input
                  {...p}
                  name="discount"
                  inputMode="numeric"
                  value={discount}
                  onChange={(e) => setDiscount(e.target.value)}
                  placeholder="₹0"
                />
              )}
            </Field>
          </div>
          <ShippingChoice
            zones={settings.zones}
            shipTo={shipTo}
            onShipTo={(next) => {
              setShipTo(next.zone);
              setShippingAmount(String(next.price));
            }}
            country={enquiry.country}
            shipping={shipping}
            onShipping={setShipping}
            amount={shippingAmount}
            onAmount={setShippingAmount}
            errors={errors}
          />
          <CurrencyChoice rates={settings.rates} currency={currency} onCurrency={setCurrency} error={errors.currency} />
          {currency !== 'INR' ? (
            <>
              <input type="hidden" name="rate" value={rate ? String(rate.rupeesPerUnit) : ''} />
              <PaymentWayChoice
                method={paymentMethod}
                onMethod={setPaymentMethod}
                link={paymentLink}
                onLink={setPaymentLink}
                bankDetails={settings.bankDetails}
                errors={errors}
              />
            </>
          ) : null}
          <Field label="Valid until" error={errors.validUntil}>
            {(p) => <Input {...p} type="date" name="validUntil" defaultValue={defaultValidUntil()} min={indiaDay()} />}
          </Field>
          <Field label="Message to the customer" hint="Shown with the quote and in the mail" error={errors.message}>
            {(p) => <Textarea {...p} name="message" rows={3} maxLength={2000} />}
          </Field>
          {rate ? (
            <section className="rounded-xl bg-sand/60 px-4 py-3" aria-live="polite" aria-labelledby="quote-preview-title">
              <h3 id="quote-preview-title" className="text-sm text-muted">
                What the shopper sees, in {CURRENCY_NAMES[rate.currency]}s
              </h3>
              <QuoteLinesTable
                lines={lines}
                total={preview}
                money={{
                  currency: rate.currency,
                  rupeesPerUnit: rate.rupeesPerUnit,
                  totalCents: linesInCents(lines, rate.rupeesPerUnit).total,
                }}
                caption={`Quote preview in ${CURRENCY_NAMES[rate.currency]}s`}
                compact
              />
            </section>
          ) : (
            <p className="flex items-baseline justify-between rounded-xl bg-sand/60 px-4 py-3" aria-live="polite">
              <span className="text-sm text-muted">Total</span>
              <span className="font-display text-2xl font-semibold text-maroon [font-variant-numeric:lining-nums]">
                {formatINR(preview)}
              </span>
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Send Quote'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
