import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { onChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { remembered } from '../platform/remembered.server.ts';
import { cardColumns, type ProductCardData } from './catalogue.server.ts';

// The product listing: filtering, sorting, paging and the tab counts all happen in SQL.

const p = schema.products;

export type ListingFilters = {
  category: string | null;
  occasion: string | null;
  price: { min: number | null; max: number | null } | null;
  fabrics: string[];
  colors: string[];
  season: string | null;
  festival: string | null;
};
export type ListingSortKey = 'newest' | 'price-asc' | 'price-desc' | 'popular';

/** One table from the URL's sort to an ORDER BY; the id makes every order total, so pages never overlap. */
const ORDER: Record<ListingSortKey, SQL[]> = {
  newest: [desc(p.createdAt), asc(p.id)],
  'price-asc': [asc(p.price), desc(p.createdAt), asc(p.id)],
  'price-desc': [desc(p.price), desc(p.createdAt), asc(p.id)],
  popular: [desc(p.popularity), desc(p.createdAt), asc(p.id)],
};

/** The tab groups: a product's type (category), season and festival (tags) and material (fabric). */
export type TabGroup = 'type' | 'season' | 'festival' | 'material';
export type TabChoices = Record<TabGroup, readonly string[]>;

/**
 * A tab's condition on a row of the counts subquery below. Tags are matched with = any rather than @>:
 * no index serves a count over every product, and row by row = any is the cheaper test (by about 30%).
 */
function tabCondition(group: TabGroup, value: string): SQL {
  if (group === 'type') return sql`category = ${value}`;
  if (group === 'material') return sql`fabric = ${value}`;
  return sql`${value} = any(tags)`;
}

/** Conditions by tab group, so a group's counts can leave out that group's own selection. */
function groupConditions(f: ListingFilters): Record<TabGroup, SQL | undefined> {
  return {
    type: f.category ? eq(p.category, f.category) : undefined,
    season: f.season ? arrayContains(p.tags, [f.season]) : undefined,
    festival: f.festival ? arrayContains(p.tags, [f.festival]) : undefined,
    material: f.fabrics.length > 0 ? inArray(p.fabric, f.fabrics) : undefined,
  };
}

function baseConditions(f: ListingFilters): SQL[] {
  const list: SQL[] = [eq(p.isPublished, true)];
  if (f.occasion) list.push(arrayContains(p.tags, [f.occasion]));
  if (f.price?.min != null) list.push(gte(p.price, f.price.min));
  if (f.price?.max != null) list.push(lte(p.price, f.price.max));
  if (f.colors.length > 0) list.push(arrayOverlaps(p.colors, f.colors));
  return list;
}

// Counting every tab reads the whole filtered catalogue (about 10 ms on 10,000 products in PGlite),
// while the counts change only when the catalogue does. They are kept for a few seconds per filter
// combination; the page's products themselves are always read fresh.
const COUNTS_TTL_MS = 10_000;
const COUNTS_MAX_ENTRIES = 500;
const countsCache = new Map<string, { at: number; value: Pick<ListingPage, 'total' | 'counts'> }>();

// Dropped whenever the catalogue changes, on this server or another.
onChange((topic) => topic !== 'content' && countsCache.clear());

export type ListingPage = {
  items: (ProductCardData & { summary: string })[];
  total: number;
  counts: Record<TabGroup, Record<string, number>>;
};

/**
 * The number of published products each tab would show together with the other filters: a tab
 * group's counts apply the other groups' selections but not its own.
 */
async function countTabs(f: ListingFilters, tabs: TabChoices): Promise<Pick<ListingPage, 'total' | 'counts'>> {
  const selected = Object.entries(groupConditions(f)).filter((e): e is [TabGroup, SQL] => !!e[1]);
  // Each selection is worked out once per product here rather than again in each of the ~40 counts
  // that apply it; OFFSET 0 keeps PostgreSQL from merging the subquery into the counts, which would
  // copy the selections back into every one of them.
  const facets = sql`(select category, fabric, tags${sql.join(selected.map(([group, condition]) => sql`, ${condition} as ${sql.identifier(group)}`))}
    from ${p} where ${and(...baseConditions(f))} offset 0) as facets`;
  const applying = (except?: TabGroup) => selected.filter(([group]) => group !== except).map(([group]) => sql`${sql.identifier(group)}`);
  const count = (conditions: SQL[]) => sql<number>`(count(*) filter (where ${conditions.length > 0 ? and(...conditions) : sql`true`}))::int`;

  const fields: Record<string, SQL<number>> = { total: count(applying()) };
  for (const group of Object.keys(tabs) as TabGroup[]) {
    // The selections go first: they are plain columns, and a false one skips the tab's own test.
    const others = applying(group);
    fields[`${group}:all`] = count(others);
    tabs[group].forEach((value, i) => (fields[`${group}:${i}`] = count([...others, tabCondition(group, value)])));
  }
  const [row] = await db().select(fields).from(facets);
  const counts = {} as ListingPage['counts'];
  for (const group of Object.keys(tabs) as TabGroup[]) {
    counts[group] = { all: Number(row[`${group}:all`] ?? 0) };
    tabs[group].forEach((value, i) => (counts[group][value] = Number(row[`${group}:${i}`] ?? 0)));
  }
  return { total: Number(row.total ?? 0), counts };
}

/**
 * One page of the listing, the number of matches, and for every tab the number of published
 * products it would show together with the other filters (a tab group ignores its own selection).
 */
async function readListProducts(f: ListingFilters, sort: ListingSortKey, page: number, pageSize: number, tabs: TabChoices): Promise<ListingPage> {
  const all = and(...baseConditions(f), ...Object.values(groupConditions(f)).filter((c): c is SQL => !!c));

  const key = JSON.stringify([f, tabs]);
  const cached = countsCache.get(key);
  const fresh = cached && Date.now() - cached.at < COUNTS_TTL_MS ? cached.value : null;

  const [items, counted] = await Promise.all([
    db()
      .select({ ...cardColumns, summary: sql<string>`left(${p.description}, 200)` })
      .from(p)
      .where(all)
      .orderBy(...ORDER[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    fresh ??
      countTabs(f, tabs).then((value) => {
        if (countsCache.size >= COUNTS_MAX_ENTRIES) countsCache.clear();
        countsCache.set(key, { at: Date.now(), value });
        return value;
      }),
  ]);
  return { items, ...counted };
}

// Kept in memory until the catalogue or the content changes (app/server/platform/remembered.server.ts).
export const listProducts = remembered(readListProducts);
