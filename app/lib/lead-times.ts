import { indiaToday, shortDate } from './dates.ts';
/**
 * How long each style takes to make. The three bespoke styles are the home page's by-inquiry cards;
 * the rest are per-category defaults for catalogue pieces. These are the defaults: the owner edits
 * the weeks on the admin Lead times screen and the database keeps them.
 */
export const LEAD_TIME_DEFAULTS = [
  { key: 'bridal-lehenga', label: 'Bridal lehengas', group: 'bespoke', minWeeks: 4, maxWeeks: 6 },
  { key: 'festive-saree', label: 'Festive sarees', group: 'bespoke', minWeeks: 3, maxWeeks: 4 },
  { key: 'fusion-set', label: 'Indo-Western fusion sets', group: 'bespoke', minWeeks: 2, maxWeeks: 3 },
  { key: 'kurtas', label: 'Kurtas', group: 'category', minWeeks: 1, maxWeeks: 2 },
  { key: 'dresses', label: 'Dresses', group: 'category', minWeeks: 1, maxWeeks: 2 },
  { key: 'sarees', label: 'Sarees', group: 'category', minWeeks: 1, maxWeeks: 2 },
  { key: 'co-ords', label: 'Co-ord sets', group: 'category', minWeeks: 1, maxWeeks: 2 },
  { key: 'lehengas', label: 'Lehengas', group: 'category', minWeeks: 3, maxWeeks: 4 },
  { key: 'fusion', label: 'Indo-Western pieces', group: 'category', minWeeks: 2, maxWeeks: 3 },
  { key: 'other', label: 'Custom pieces', group: 'category', minWeeks: 2, maxWeeks: 3 },
] as const;

export type LeadTimeKey = (typeof LEAD_TIME_DEFAULTS)[number]['key'];
export type LeadTime = { key: LeadTimeKey; label: string; group: 'bespoke' | 'category'; minWeeks: number; maxWeeks: number };
export const LEAD_TIME_KEYS = LEAD_TIME_DEFAULTS.map((l) => l.key) as LeadTimeKey[];
export const MAX_LEAD_WEEKS = 52;

export const leadTimeText = (l: Pick<LeadTime, 'minWeeks' | 'maxWeeks'>) =>
  l.minWeeks === l.maxWeeks ? `${l.maxWeeks} ${l.maxWeeks === 1 ? 'week' : 'weeks'}` : `${l.minWeeks}–${l.maxWeeks} weeks`;
/** The days a piece needs: the longer end, so a warning errs on the side of telling. */
export const leadDays = (l: Pick<LeadTime, 'maxWeeks'>) => l.maxWeeks * 7;

const longest = (all: LeadTime[], keys: string[]): LeadTime | null =>
  all.filter((l) => keys.includes(l.key)).sort((a, b) => b.maxWeeks - a.maxWeeks || b.minWeeks - a.minWeeks)[0] ?? null;

/** Create Your Look: the slowest of the chosen styles (a lehenga for a bridal occasion is a bridal lehenga). */
export function inquiryLeadTime(all: LeadTime[], occasion: string, styles: string[]): LeadTime | null {
  const keys = styles.map((style) => {
    if (style === 'Lehenga') return occasion === 'bridal' ? 'bridal-lehenga' : 'lehengas';
    if (style === 'Saree') return occasion === 'festive' || occasion === 'bridal' ? 'festive-saree' : 'sarees';
    if (style === 'Indo-Western') return 'fusion-set';
    if (style === 'Anarkali' || style === 'Kurta Set') return 'kurtas';
    if (style === 'Sharara' || style === 'Palazzo Set') return 'co-ords';
    return 'other';
  });
  return longest(all, keys);
}

/** The custom order dialog's design interest; 'bridal' is the bespoke bridal lehenga. */
export const designLeadTime = (all: LeadTime[], designInterest: string) =>
  designInterest ? (longest(all, [designInterest === 'bridal' ? 'bridal-lehenga' : designInterest]) ?? longest(all, ['other'])) : null;

/** A cart: the slowest of its pieces' categories. */
export const categoriesLeadTime = (all: LeadTime[], categories: string[]) =>
  categories.length ? (longest(all, categories) ?? longest(all, ['other'])) : null;

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
export const daysBetween = (fromIso: string, toIso: string) => Math.round(dayNumber(toIso) - dayNumber(fromIso));

/** The form's note when the date is sooner than today + lead time; null when there is time. */
export function needByWarning(needBy: string, lead: LeadTime | null, today = indiaToday()): string | null {
  if (!lead || !/^\d{4}-\d{2}-\d{2}$/.test(needBy) || daysBetween(today, needBy) >= leadDays(lead)) return null;
  return `${lead.label} take about ${leadTimeText(lead)}; for ${shortDate(needBy, today)} we will confirm on WhatsApp whether a rush order is possible.`;
}

/** Soonest need-by date first; enquiries without one keep their order after them. */
export const byNeedBy = <T extends { madeToMeasure: { needBy: string | null } }>(list: T[]): T[] =>
  list
    .map((e, i) => ({ e, i }))
    .sort((a, b) => {
      const [x, y] = [a.e.madeToMeasure.needBy, b.e.madeToMeasure.needBy];
      if (x && y && x !== y) return x < y ? -1 : 1;
      if (Boolean(x) !== Boolean(y)) return x ? -1 : 1;
      return a.i - b.i;
    })
    .map(({ e }) => e);

export const daysLeftText = (days: number) =>
  days < 0 ? `${-days} ${days === -1 ? 'day' : 'days'} overdue` : days === 0 ? 'due today' : `${days} ${days === 1 ? 'day' : 'days'} left`;

/** Days to the need-by date, and whether that is inside the lead time the piece needed when it was asked for. */
export function needByState(made: { needBy: string | null; leadDays: number | null }, today = indiaToday()) {
  if (!made.needBy) return null;
  const days = daysBetween(today, made.needBy);
  return { days, rush: made.leadDays !== null && days < made.leadDays };
}
