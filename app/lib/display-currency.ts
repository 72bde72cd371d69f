import { useEffect, useSyncExternalStore } from 'react';
import { isDisplayCurrency, type DisplayCurrency } from './money.ts';

// The shopper's display currency lives in a cookie the browser reads itself; the server never
// renders with it. Pages therefore stay identical for every visitor (the render cache keeps serving
// them) and the estimates are filled in after hydration from one small request for the rates.

export const CURRENCY_COOKIE = 'display_currency';
/** 'INR': the shopper said no to estimates. */
export type CurrencyChoice = DisplayCurrency | 'INR';

/** Region (from the browser's language tags, such as en-US) to the currency a shopper there would likely choose. */
const REGION_CURRENCY: Record<string, DisplayCurrency> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'AUD',
  AE: 'AED',
  SG: 'SGD',
  DE: 'EUR',
  FR: 'EUR',
  IE: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
  AT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  LU: 'EUR',
};

/** The currency the browser's languages suggest (the first tag with a region that has one), or null (India, or no region). */
export function suggestCurrency(languages: readonly string[]): DisplayCurrency | null {
  for (const tag of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region === 'IN') return null;
    if (region && REGION_CURRENCY[region]) return REGION_CURRENCY[region];
  }
  return null;
}

export function readChoice(cookie: string): CurrencyChoice | null {
  const value = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})`).exec(cookie)?.[1];
  return value === 'INR' || isDisplayCurrency(value) ? value : null;
}

type State = { choice: CurrencyChoice | null; suggestion: DisplayCurrency | null; rates: Partial<Record<DisplayCurrency, number>> | null };
let state: State | null = null;
const listeners = new Set<() => void>();
let ratesRequested = false;

function emit(next: State) {
  state = next;
  for (const l of listeners) l();
}

function loadRates() {
  if (ratesRequested) return;
  ratesRequested = true;
  fetch('/api/exchange-rates', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? r.json() : { rates: {} }))
    .then((body: { rates?: State['rates'] }) => emit({ ...current(), rates: body.rates ?? {} }))
    .catch(() => emit({ ...current(), rates: {} }));
}

function current(): State {
  if (!state) {
    state = { choice: readChoice(document.cookie), suggestion: suggestCurrency(navigator.languages ?? [navigator.language]), rates: null };
  }
  return state;
}

/** Remembers the shopper's choice for a year ('INR': no estimates). */
export function chooseCurrency(choice: CurrencyChoice) {
  document.cookie = `${CURRENCY_COOKIE}=${choice}; path=/; max-age=${365 * 86_400}; samesite=lax`;
  emit({ ...current(), choice });
  if (choice !== 'INR') loadRates();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: State = { choice: null, suggestion: null, rates: null };

/**
 * The display currency and its rate on this browser. The server and the hydrating render see no
 * choice, so the HTML is the same for everyone; the estimate appears once the rates have arrived.
 */
export function useDisplayCurrency(): State & { rate: number | null; currency: DisplayCurrency | null } {
  const snapshot = useSyncExternalStore(subscribe, current, () => serverState);
  const currency = snapshot.choice && snapshot.choice !== 'INR' ? snapshot.choice : null;
  useEffect(() => {
    if (currency) loadRates();
  }, [currency]);
  const rate = currency && snapshot.rates ? (snapshot.rates[currency] ?? null) : null;
  return { ...snapshot, currency, rate };
}
