import { useEffect, useRef, useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import type { Route } from './+types/cart';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import { CartLine } from '~/components/cart/cart-line';
import { CartNotice } from '~/components/cart/cart-notice';
import { useCartAnswer } from '~/components/cart/use-cart-answer';
import { Button } from '~/components/ui/button';
import { EnquiryExtrasPanel } from '~/components/measurements/enquiry-extras-panel';
import { CurrencyChooser } from '~/components/product/currency-chooser';
import { PriceEstimate } from '~/components/product/price-estimate';
import { type CartAnswer, cartLineKey, type CartLineView } from '~/lib/cart';
import { CART_MESSAGES } from '~/lib/cart-messages';
import { formatINR } from '~/lib/money';
import { checkExtras } from '~/lib/schemas/measurements';
import { useHydrated } from '~/lib/use-hydrated';
import { cartAction } from '~/server/actions/cart-actions.server';
import { getUser } from '~/server/auth/permissions.server';
import { cartView } from '~/server/data/cart.server';
import { PlainInput } from '~/components/ui/input';

export const meta = () => [
  { title: 'Your Cart | Aangan Boutique' },
  { name: 'description', content: 'The pieces you have chosen at Aangan Boutique, ready to send to the studio as one enquiry.' },
];

/** Her cart, from the server: the same on every device she signs in on. A visitor has none yet. */
export async function loader({ request }: Route.LoaderArgs) {
  return cartView(await getUser(request));
}

/** Every cart form of the shop may post here (quantity, remove, clear, the enquiry). */
export async function action({ request }: Route.ActionArgs) {
  return cartAction(request);
}

const ENQUIRY_FORM = 'cart-enquiry';

/** The lines ticked for the enquiry, read from their boxes (which keep what she ticked before the scripts). */
function tickedIn(list: HTMLElement | null): Set<string> | null {
  if (!list) return null;
  const boxes = list.querySelectorAll<HTMLInputElement>(`input[name="line"][form="${ENQUIRY_FORM}"]`);
  return new Set([...boxes].filter((b) => b.checked).map((b) => b.value));
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { lines, signedIn } = loaderData;
  const hydrated = useHydrated();
  const sentAsPage = useActionData<CartAnswer>();
  const enquiry = useFetcher<CartAnswer>({ key: 'cart-enquiry' });
  const clear = useFetcher<CartAnswer>({ key: 'cart-clear' });
  const listRef = useRef<HTMLUListElement>(null);
  // Which lines are ticked: all of them as the server renders the page, then whatever the boxes say.
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const [checkErrors, setCheckErrors] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const readTicked = () => setTicked(tickedIn(listRef.current));
  // At hydration and whenever the lines change (a removal, a sent enquiry), the boxes are read again.
  useEffect(readTicked, [lines]);
  useCartAnswer(enquiry.data);
  useCartAnswer(clear.data);

  const sending = enquiry.state !== 'idle';
  const isTicked = (line: CartLineView) => !ticked || ticked.has(cartLineKey(line));
  const selected = lines.filter(isTicked);
  const total = selected.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const answer = checkErrors
    ? { ok: false, message: checkErrors.message, errors: checkErrors.errors }
    : (enquiry.data ?? clear.data ?? sentAsPage ?? null);
  const fieldErrors = answer?.errors ?? {};

  const tickAll = (on: boolean) => {
    listRef.current?.querySelectorAll<HTMLInputElement>('input[name="line"]').forEach((box) => (box.checked = on));
    readTicked();
  };

  // The browser's own check before the form goes: at least one line, and the made-to-measure fields.
  const checkBeforeSending = (event: React.FormEvent<HTMLFormElement>) => {
    setCheckErrors(null);
    if (selected.length === 0) {
      event.preventDefault();
      setCheckErrors({ message: CART_MESSAGES.selectOne, errors: {} });
      return;
    }
    const extras = checkExtras(event.currentTarget);
    if (Object.keys(extras.errors).length) {
      event.preventDefault();
      setCheckErrors({ message: Object.values(extras.errors)[0], errors: extras.errors });
      requestAnimationFrame(() => event.currentTarget?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <div className="container-shop py-10 md:py-14">
      <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold">Enquiry basket</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-ink md:text-5xl">Your Cart</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Tick the pieces you would like to ask about. We confirm availability, sizing and the final price personally — no payment is taken
        online.
      </p>

      {answer?.message ? <CartNotice ok={answer.ok} message={answer.message} className="mt-6" /> : null}

      {lines.length === 0 ? (
        <div className="mt-10 grid justify-items-center gap-4 rounded-card border border-linen bg-white/60 px-6 py-16 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-sand text-maroon">
            <ShoppingBagIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="font-display text-2xl">{CART_MESSAGES.empty}</p>
          {signedIn ? null : (
            <p className="max-w-md text-muted">
              <Link to="/auth?redirectTo=%2Fcart" className="text-maroon underline underline-offset-4">
                Sign in
              </Link>{' '}
              to see the pieces you have added on any device.
            </p>
          )}
          <Button asChild>
            <Link to="/">Continue Shopping</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="grid gap-6">
            <section aria-label="Cart items" className="rounded-card border border-linen bg-white/70 shadow-xs">
              <div className="flex items-center justify-between gap-3 border-b border-linen px-4 py-3 sm:px-6">
                {/* Every line starts ticked; ticking them all at once needs the scripts. */}
                <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
                  <PlainInput
                    type="checkbox"
                    className="size-4 accent-maroon"
                    checked={selected.length === lines.length}
                    ref={(box) => {
                      if (box) box.indeterminate = selected.length > 0 && selected.length < lines.length;
                    }}
                    onChange={(e) => tickAll(e.currentTarget.checked)}
                    disabled={!hydrated || sending}
                  />
                  Select all ({lines.length})
                </label>
                <clear.Form method="post" action="/cart">
                  <Button type="submit" name="intent" value="clear" variant="link-danger" size="inline-sm" disabled={sending}>
                    Clear Cart
                  </Button>
                </clear.Form>
              </div>
              <ul ref={listRef} className="divide-y divide-linen" onChange={readTicked}>
                {lines.map((line) => {
                  const key = cartLineKey(line);
                  return (
                    <li key={key} className="px-4 py-4 sm:px-6">
                      <CartLine
                        line={line}
                        size="md"
                        disabled={sending}
                        lead={
                          <PlainInput
                            type="checkbox"
                            name="line"
                            value={key}
                            form={ENQUIRY_FORM}
                            defaultChecked
                            className="size-4 accent-maroon"
                            aria-label={`Select ${line.name}${line.size ? `, size ${line.size}` : ''}`}
                          />
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>

          <div className="grid gap-6 lg:row-span-2">
            <aside aria-label="Enquiry summary" className="rounded-card border border-linen bg-sand/60 p-6 lg:sticky lg:top-36">
              <h2 className="font-display text-2xl font-semibold">Summary</h2>
              <dl className="mt-4 grid gap-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-muted">Selected pieces</dt>
                  <dd>
                    {selected.length} of {lines.length}
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
              {/* The enquiry form's own button, outside it so the currency chooser's form is not nested in it. */}
              <Button type="submit" form={ENQUIRY_FORM} name="intent" value="enquire" className="mt-5 w-full" size="lg" disabled={sending}>
                {sending ? CART_MESSAGES.sending : `Submit Enquiry (${selected.length})`}
              </Button>
              <Button asChild variant="ghost" className="mt-2 w-full">
                <Link to="/">
                  <ArrowLeftIcon aria-hidden="true" />
                  Continue Shopping
                </Link>
              </Button>
            </aside>
            <enquiry.Form id={ENQUIRY_FORM} method="post" action="/cart" noValidate onSubmit={checkBeforeSending}>
              <EnquiryExtrasPanel skus={selected.map((l) => l.productId)} errors={fieldErrors} disabled={sending} />
            </enquiry.Form>
          </div>
        </div>
      )}
    </div>
  );
}
