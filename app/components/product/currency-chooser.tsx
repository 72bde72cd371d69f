import { useEffect, useId, useRef } from 'react';
import { NativeSelect } from '~/components/ui/input';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/components/ui/button';
import { chooseCurrency, useDisplayCurrency, type CurrencyChoice } from '~/lib/display-currency';
import { CURRENCY_NAMES, CURRENCY_SIGNS, DISPLAY_CURRENCIES } from '~/lib/money';
import { cn } from '~/lib/utils';

/**
 * Lets a shopper abroad see estimates beside rupee prices. The browser's region suggests a currency
 * (an offer, never a switch); the choice is remembered in a cookie. Rendered the same for everyone
 * on the server: the choice and the offer appear after hydration (the offer at the foot of the screen).
 * It is a form posted to /api/currency, with a Show button until the scripts arrive; once they have,
 * a change applies at once, and a currency picked before they came is applied then.
 */
export function CurrencyChooser({ className }: { className?: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const { choice, suggestion } = useDisplayCurrency();
  const offer = !choice && suggestion;
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const picked = select.current?.value as CurrencyChoice | undefined;
    if (picked && picked !== 'INR' && !choice) chooseCurrency(picked);
    // Once, at hydration: what the box holds then was picked before the scripts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form method="post" action="/api/currency" className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 text-sm', className)}>
      {offer ? (
        // Fixed at the bottom of the screen: it appears after hydration, and in the page's flow it
        // pushed the product grid down (a layout shift on the listing).
        <p
          className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-2xl flex-wrap items-center gap-2 rounded-[var(--radius-card)] bg-ivory p-3 text-ink shadow-[var(--shadow-soft)] ring-1 ring-linen md:bottom-6"
          data-currency-offer={suggestion}
        >
          <span>Shopping from abroad? See estimates in {CURRENCY_SIGNS[suggestion].trim()} beside our rupee prices.</span>
          <Button type="button" size="sm" variant="outline" onClick={() => chooseCurrency(suggestion)}>
            Show {CURRENCY_SIGNS[suggestion].trim()}
          </Button>
          <Button type="button" size="sm" variant="ghost-muted" onClick={() => chooseCurrency('INR')}>
            No thanks
          </Button>
        </p>
      ) : null}
      <label htmlFor={id} className="text-muted">
        Also show prices in
      </label>
      {/* Its own value until a choice is known: a key per choice puts a remembered one in. */}
      <NativeSelect
        key={choice ?? 'none'}
        ref={select}
        id={id}
        name="currency"
        fieldSize="xs-sm"
        fullWidth={false}
        className="w-auto"
        defaultValue={choice ?? 'INR'}
        onChange={(e) => chooseCurrency(e.currentTarget.value as CurrencyChoice)}
      >
        <option value="INR">Rupees only</option>
        {DISPLAY_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {CURRENCY_NAMES[c]} ({CURRENCY_SIGNS[c].trim()})
          </option>
        ))}
      </NativeSelect>
      {/* Sends the form before the scripts arrive; hidden, not removed, once they have, so nothing below moves. */}
      <Button type="submit" size="sm" variant="outline" className={cn(hydrated && 'invisible')} tabIndex={hydrated ? -1 : undefined}>
        Show
      </Button>
    </form>
  );
}
