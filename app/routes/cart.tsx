import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '~/lib/toast';
import { useHydrated } from '~/lib/use-hydrated';
import ArrowLeftIcon from '~/components/icons/arrow-left';
import ShoppingBagIcon from '~/components/icons/shopping-bag';
import { CartLine } from '~/components/cart/cart-line';
import { useCartEnquiry } from '~/components/cart/use-cart-enquiry';
import { Button } from '~/components/ui/button';
import { EnquiryExtrasPanel } from '~/components/measurements/enquiry-extras-panel';
import { Checkbox } from '~/components/ui/checkbox';
import { checkExtras } from '~/lib/schemas/measurements';
import { cart, lineKey, useCart } from '~/lib/cart-store';
import { CART_MESSAGES } from '~/lib/catalogue-messages';
import { formatINR } from '~/lib/money';
import { CurrencyChooser } from '~/components/product/currency-chooser';
import { PriceEstimate } from '~/components/product/price-estimate';

export const meta = () => [
  { title: 'Your Cart | Aangan Boutique' },
  { name: 'description', content: 'The pieces you have chosen at Aangan Boutique, ready to send to the studio as one enquiry.' },
];

export default function CartPage() {
  const items = useCart();
  const { send, sending } = useCartEnquiry();
  // Lines the shopper unticked; everything else is selected, so new lines arrive selected.
  const [unselected, setUnselected] = useState<Set<string>>(() => new Set());
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const hydrated = useHydrated();
  const extrasForm = useRef<HTMLFormElement>(null);
  const [extrasErrors, setExtrasErrors] = useState<Record<string, string>>({});
  const [extrasKey, setExtrasKey] = useState(0);

  const selected = useMemo(() => items.filter((i) => !unselected.has(lineKey(i))), [items, unselected]);
  const allSelected = items.length > 0 && selected.length === items.length;
  const total = selected.reduce((sum, i) => sum + i.price, 0);

  const toggle = (key: string, on: boolean) =>
    setUnselected((prev) => {
      const next = new Set(prev);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = (on: boolean) => setUnselected(on ? new Set() : new Set(items.map(lineKey)));

  async function submit() {
    setNotice(null);
    if (selected.length === 0) {
      setNotice({ tone: 'error', text: CART_MESSAGES.selectOne });
      toast.error(CART_MESSAGES.selectOne);
      return;
    }
    const extras = extrasForm.current ? checkExtras(extrasForm.current) : { values: {}, errors: {} };
    setExtrasErrors(extras.errors);
    if (Object.keys(extras.errors).length) {
      const first = Object.values(extras.errors)[0];
      setNotice({ tone: 'error', text: first });
      extrasForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const lines = selected;
    const outcome = await send(lines, '/cart', extras.values);
    if (!outcome) return;
    if (outcome.ok) {
      cart.removeLines(lines);
      setExtrasKey((k) => k + 1);
      setNotice({ tone: 'success', text: CART_MESSAGES.pageSent });
      toast.success(CART_MESSAGES.pageSent);
    } else {
      const text = outcome.kind === 'server' ? CART_MESSAGES.pageFailed : CART_MESSAGES.pageUnexpected;
      setNotice({ tone: 'error', text: outcome.rejected?.length ? `${text} ${outcome.message}` : text });
      toast.error(text);
    }
  }

  return (
    <div className="container-shop py-10 md:py-14">
      <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold">Enquiry basket</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-ink md:text-5xl">Your Cart</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Tick the pieces you would like to ask about. We confirm availability, sizing and the final price personally — no payment is taken
        online.
      </p>

      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={
            notice.tone === 'error'
              ? 'mt-6 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger'
              : 'mt-6 rounded-lg border border-leaf/30 bg-leaf/5 px-4 py-3 text-sm text-leaf'
          }
        >
          {notice.text}
        </p>
      ) : null}

      {!hydrated ? (
        <p className="mt-10 text-muted">Loading your cart…</p>
      ) : items.length === 0 ? (
        <div className="mt-10 grid justify-items-center gap-4 rounded-card border border-linen bg-white/60 px-6 py-16 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-sand text-maroon">
            <ShoppingBagIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="font-display text-2xl">{CART_MESSAGES.empty}</p>
          <Button asChild>
            <Link to="/">Continue Shopping</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="grid gap-6">
            <section aria-label="Cart items" className="rounded-card border border-linen bg-white/70 shadow-xs">
              <div className="flex items-center justify-between gap-3 border-b border-linen px-4 py-3 sm:px-6">
                <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
                  <Checkbox
                    checked={allSelected ? true : selected.length > 0 ? 'indeterminate' : false}
                    onCheckedChange={(v) => toggleAll(v === true)}
                    disabled={sending}
                    aria-label="Select all"
                  />
                  Select all ({items.length})
                </label>
                <Button variant="link-danger" size="inline-sm" onClick={() => cart.clear()} disabled={sending}>
                  Clear Cart
                </Button>
              </div>
              <ul className="divide-y divide-linen">
                {items.map((item) => {
                  const key = lineKey(item);
                  return (
                    <li key={key} className="px-4 py-4 sm:px-6">
                      <CartLine
                        item={item}
                        size="md"
                        disabled={sending}
                        onRemove={() => cart.remove(item.sku)}
                        lead={
                          <Checkbox
                            checked={!unselected.has(key)}
                            onCheckedChange={(v) => toggle(key, v === true)}
                            disabled={sending}
                            aria-label={`Select ${item.name}${item.selectedSize ? `, size ${item.selectedSize}` : ''}`}
                          />
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
            <EnquiryExtrasPanel
              key={extrasKey}
              formRef={extrasForm}
              skus={selected.map((i) => i.sku)}
              errors={extrasErrors}
              disabled={sending}
            />
          </div>

          <aside aria-label="Enquiry summary" className="rounded-card border border-linen bg-sand/60 p-6 lg:sticky lg:top-36">
            <h2 className="font-display text-2xl font-semibold">Summary</h2>
            <dl className="mt-4 grid gap-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted">Selected pieces</dt>
                <dd>
                  {selected.length} of {items.length}
                </dd>
              </div>
              <div className="flex justify-between border-t border-linen pt-2">
                <dt className="text-muted">Estimated total</dt>
                <dd className="text-right text-lg font-semibold text-ink">
                  {formatINR(total)}
                  <PriceEstimate rupees={total} className="block font-normal" />
                </dd>
              </div>
            </dl>
            <CurrencyChooser className="mt-3" />
            <p className="mt-3 text-xs text-muted">Prices are confirmed from our catalogue when we receive your enquiry.</p>
            <Button className="mt-5 w-full" size="lg" onClick={submit} disabled={sending}>
              {sending ? CART_MESSAGES.sending : `Submit Enquiry (${selected.length})`}
            </Button>
            <Button asChild variant="ghost" className="mt-2 w-full">
              <Link to="/">
                <ArrowLeftIcon aria-hidden="true" />
                Continue Shopping
              </Link>
            </Button>
          </aside>
        </div>
      )}
    </div>
  );
}
