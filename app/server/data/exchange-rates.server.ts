import { sql } from 'drizzle-orm';
import { MAX_FEED_MOVE, RATE_BANDS, rupeeRateText, withinBand } from '../../lib/exchange-rate-bounds.ts';
import { CURRENCY_NAMES, DISPLAY_CURRENCIES, ratesAreFresh, type DisplayCurrency } from '../../lib/money.ts';
import { db, schema } from '../platform/db.server.ts';
import { logger } from '../platform/logger.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';

// The European Central Bank's daily reference rates, kept in the database with their date, and the
// admin's overrides. Rupees per unit of each display currency are worked out from the euro rates.

const r = schema.exchangeRates;

/** The dirham is pegged to the US dollar at this many dirhams a dollar (the ECB does not list it). */
export const AED_PER_USD = 3.6725;

export type EcbRates = { date: string; perEuro: Record<string, number> };

/**
 * Reads `eurofxref-daily.xml`: one `<Cube time='YYYY-MM-DD'>` holding `<Cube currency='USD' rate='1.0812'/>`
 * lines. Returns null unless it holds a date and the rupee and every display currency but the dirham.
 */
export function parseEcbRates(xml: string): EcbRates | null {
  const date = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!date || Number.isNaN(Date.parse(date))) return null;
  const perEuro: Record<string, number> = { EUR: 1 };
  for (const m of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
    const rate = Number(m[2]);
    if (Number.isFinite(rate) && rate > 0) perEuro[m[1]] = rate;
  }
  const needed = ['INR', ...DISPLAY_CURRENCIES.filter((c) => c !== 'AED' && c !== 'EUR')];
  if (!needed.every((c) => c in perEuro)) return null;
  perEuro.AED = perEuro.USD * AED_PER_USD;
  return { date, perEuro };
}

export type FeedRefusal = { currency: DisplayCurrency; reason: string };
type StoredRow = typeof r.$inferSelect;

/**
 * The last good rate of a currency in rupees per unit, if it is inside the currency's band (a rate
 * stored before the bands existed may not be, and must not hold good rates off). Rows written before
 * `bank_rupees` existed derive it from the euro rates as the shop did then.
 */
function lastGoodRupees(currency: DisplayCurrency, row: StoredRow | undefined, inr: StoredRow | undefined): number | null {
  const rupees = row?.bankRupees ?? (inr?.perEuro && row?.perEuro ? inr.perEuro / row.perEuro : null);
  return rupees !== null && withinBand(currency, rupees) ? rupees : null;
}

/** Why a fetched rate may not be used, or null when it may. */
function refusalOf(currency: DisplayCurrency, rupees: number, lastGood: number | null, date: string): string | null {
  const fetched = `The bank's ${CURRENCY_NAMES[currency]} rate of ${date}, ${rupeeRateText(rupees)} for one unit,`;
  const { min, max } = RATE_BANDS[currency];
  if (!withinBand(currency, rupees)) return `${fetched} is outside ₹${min} to ₹${max}, so it was refused.`;
  if (lastGood !== null && Math.abs(rupees / lastGood - 1) > MAX_FEED_MOVE)
    return `${fetched} moved more than ${MAX_FEED_MOVE * 100}% from the last good ${rupeeRateText(lastGood)}, so it was refused.`;
  return null;
}

/**
 * Stores the rupee's and the display currencies' euro rates with their date (older dates never
 * replace newer). A currency's rate outside its band, or more than 20% from its last good rate, is
 * refused: its last good rate and date stay (so it ages out after 7 days like any old rate) and the
 * refusal is kept for the owner. Returns the refusals.
 */
export async function storeRates(rates: EcbRates, now = new Date()): Promise<FeedRefusal[]> {
  const inrPerEuro = rates.perEuro.INR;
  const fetched = { ratesDate: rates.date, fetchedAt: now };
  const newer = sql`${r.ratesDate} is null or ${r.ratesDate} <= ${rates.date}`;
  return db().transaction(async (tx) => {
    const kept = new Map((await tx.select().from(r)).map((row) => [row.currency, row]));
    const refused: FeedRefusal[] = [];
    for (const currency of DISPLAY_CURRENCIES) {
      const perEuro = rates.perEuro[currency];
      const row = kept.get(currency);
      if (!(perEuro > 0) || (row?.ratesDate && row.ratesDate > rates.date)) continue;
      const rupees = inrPerEuro / perEuro;
      const lastGood = lastGoodRupees(currency, row, kept.get('INR'));
      const reason = refusalOf(currency, rupees, lastGood, rates.date);
      const values = reason
        ? { bankRupees: lastGood, ...(lastGood === null ? { perEuro: null } : {}), feedRefusal: reason, feedRefusedAt: now }
        : { perEuro, bankRupees: rupees, ...fetched, feedRefusal: null, feedRefusedAt: null };
      if (reason) refused.push({ currency, reason });
      await tx.insert(r).values({ currency, ...values }).onConflictDoUpdate({ target: r.currency, set: values });
    }
    // The rupee's own euro rate is a record only: the shop reads each currency's rupee rate above.
    const inr = { perEuro: inrPerEuro, ...fetched };
    await tx.insert(r).values({ currency: 'INR', ...inr }).onConflictDoUpdate({ target: r.currency, set: inr, setWhere: newer });
    return refused;
  });
}

export type RateRow = {
  currency: DisplayCurrency;
  /** From the bank (rupees per unit), null before the first good fetch. */
  bankRupees: number | null;
  bankDate: string | null;
  overrideRupees: number | null;
  overrideDate: string | null;
  /** What the shop uses: the override when set, else the bank's; null when there is neither. */
  rupeesPerUnit: number | null;
  date: string | null;
  fresh: boolean;
  /** Why the bank's latest rate of this currency was refused, while it is; null otherwise. */
  feedRefusal: string | null;
};

/**
 * Every display currency's rate as the shop uses it, with where it came from and whether it may be
 * shown. A stored rate outside its currency's band is never used.
 */
export async function listRates(now = new Date()): Promise<RateRow[]> {
  const rows = new Map((await db().select().from(r)).map((row) => [row.currency, row]));
  return DISPLAY_CURRENCIES.map((currency) => {
    const row = rows.get(currency);
    const bankRupees = lastGoodRupees(currency, row, rows.get('INR'));
    const bankDate = bankRupees ? (row?.ratesDate ?? null) : null;
    const overrideRupees = row?.overrideRupees ?? null;
    const overrideDate = row?.overrideSetAt ? row.overrideSetAt.toISOString().slice(0, 10) : null;
    const usableOverride = overrideRupees !== null && withinBand(currency, overrideRupees) ? overrideRupees : null;
    const rupeesPerUnit = usableOverride ?? bankRupees;
    const date = usableOverride ? overrideDate : bankDate;
    const fresh = Boolean(rupeesPerUnit && date && ratesAreFresh(date, now));
    return { currency, bankRupees, bankDate, overrideRupees, overrideDate, rupeesPerUnit, date, fresh, feedRefusal: row?.feedRefusal ?? null };
  });
}

/** Rupees per unit of each currency that may be shown now (rates at most seven days old). */
export async function freshRates(now = new Date()): Promise<Partial<Record<DisplayCurrency, number>>> {
  const rows = await listRates(now);
  return Object.fromEntries(rows.filter((row) => row.fresh).map((row) => [row.currency, row.rupeesPerUnit]));
}

/** The admin's own rate for a currency (rupees per unit), or null to go back to the bank's. */
export async function setRateOverride(actor: Actor, currency: DisplayCurrency, rupees: number | null): Promise<void> {
  await setRateOverrides(actor, { [currency]: rupees });
}

/**
 * The admin's own rates; only those that changed are written, so saving the screen again does not
 * make an old override look new (an override's date counts for the seven-day rule like the bank's).
 */
export async function setRateOverrides(actor: Actor, overrides: Partial<Record<DisplayCurrency, number | null>>): Promise<number> {
  const current = new Map((await db().select().from(r)).map((row) => [row.currency, row.overrideRupees]));
  const changed = DISPLAY_CURRENCIES.filter((c) => c in overrides && (current.get(c) ?? null) !== overrides[c]);
  if (changed.length === 0) return 0;
  await db().transaction(async (tx) => {
    for (const currency of changed) {
      const rupees = overrides[currency] ?? null;
      const values = { overrideRupees: rupees, overrideSetAt: rupees === null ? null : new Date() };
      await tx.insert(r).values({ currency, ...values }).onConflictDoUpdate({ target: r.currency, set: values });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'exchange-rate',
        entityId: currency,
        summary: rupees === null ? `${currency} back to the bank's rate` : `${currency} set to ₹${rupees} a unit`,
      });
    }
  });
  return changed.length;
}

/** Fetches the bank's file and stores it when it reads well; the rates kept before stay otherwise. */
export async function updateRates(url: string, now = new Date()): Promise<{ ok: true; date: string; refused: FeedRefusal[] } | { ok: false; reason: string }> {
  let xml: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) return { ok: false, reason: `answered ${response.status}` };
    xml = (await response.text()).slice(0, 200_000);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const rates = parseEcbRates(xml);
  if (!rates) return { ok: false, reason: 'not the reference rates file' };
  const refused = await storeRates(rates, now);
  for (const refusal of refused) logger.warn(refusal, 'exchange rate refused; the last good rate stays');
  return { ok: true, date: rates.date, refused };
}
