import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { onChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { cardColumns, type ProductCardData } from './catalogue.server.ts';
import { likePattern } from './search-text.server.ts';

// Search over name, category, fabric, colours, style, description and features (the products'
// search_text column, kept lower-cased by searchTextOf). Every word must appear in a product.
//
// Typos: comparing a misspelt word with the full text of every product costs far too much (about
// 350 ms on 10,000 products in PGlite), so a word that appears nowhere in the catalogue is first
// corrected against the catalogue's vocabulary with pg_trgm (strict word similarity, about 1 ms),
// and the product query then looks for the corrections ('lehnga' → lehenga, 'anarkli' → anarkali).

const p = schema.products;
export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 6;
/** Below this length a trigram correction is mostly noise ('red' would become 'reed'). */
const FUZZY_MIN_LENGTH = 4;
const MAX_CORRECTIONS = 3;
const VOCABULARY_TTL_MS = 5 * 60_000;

/** Lower-cased, trimmed, single-spaced and capped, as the search compares it. */
export function normaliseQuery(q: string | null | undefined): string {
  return (q ?? '')
    .normalize('NFKC')
    .replace(/[\u0000-\u001f]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

const contains = (word: string) => sql`${p.searchText} like ${likePattern(word)}`;

// The distinct words of the published catalogue, refreshed in the background when older than the TTL.
const vocabulary: { words: string[]; at: number; loading: Promise<string[]> | null } = { words: [], at: 0, loading: null };

async function loadVocabulary(): Promise<string[]> {
  const rows = (await db().execute(
    sql`select distinct w from ${p}, regexp_split_to_table(${p.searchText}, '[^a-z]+') as w where ${p.isPublished} and length(w) >= ${FUZZY_MIN_LENGTH}`,
  )) as unknown as { rows: { w: string }[] };
  vocabulary.words = rows.rows.map((r) => r.w);
  vocabulary.at = Date.now();
  return vocabulary.words;
}

async function catalogueWords(): Promise<string[]> {
  const stale = Date.now() - vocabulary.at > VOCABULARY_TTL_MS;
  if (stale && !vocabulary.loading) {
    vocabulary.loading = loadVocabulary().finally(() => (vocabulary.loading = null));
  }
  // The first search waits for the words; later ones use the words they have while a refresh runs.
  if (vocabulary.at === 0) return vocabulary.loading!;
  return vocabulary.words;
}

// Forgotten whenever the catalogue changes, on this server or another; the next search reloads it.
onChange((topic) => {
  if (topic === 'content') return;
  vocabulary.at = 0;
  vocabulary.words = [];
});

/** Catalogue words that look like `word`, best first (pg_trgm strict word similarity ≥ 0.5). */
async function corrections(word: string, words: string[]): Promise<string[]> {
  const rows = (await db().execute(
    sql`select w from unnest(${`{${words.join(',')}}`}::text[]) as w where ${word} <<% w order by strict_word_similarity(${word}, w) desc, w limit ${MAX_CORRECTIONS}`,
  )) as unknown as { rows: { w: string }[] };
  return rows.rows.map((r) => r.w);
}

async function wordCondition(word: string): Promise<SQL> {
  if (word.length < FUZZY_MIN_LENGTH || !/^[a-z]+$/.test(word)) return contains(word);
  const words = await catalogueWords();
  if (words.some((w) => w.includes(word))) return contains(word);
  const fixes = await corrections(word, words);
  return fixes.length > 0 ? or(contains(word), ...fixes.map(contains))! : contains(word);
}

export type SearchResult = { items: ProductCardData[]; total: number };

/** Published products matching every word of the query (forgiving small typos), best first. */
export async function searchProducts(query: string, options: { limit: number; offset?: number }): Promise<SearchResult> {
  const q = normaliseQuery(query);
  const words = [...new Set(q.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return { items: [], total: 0 };
  const where = and(eq(p.isPublished, true), ...(await Promise.all(words.map(wordCondition))));
  const rows = await db()
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(p)
    .where(where)
    .orderBy(desc(sql`lower(${p.name}) like ${likePattern(q)}`), desc(p.popularity), p.id)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  if (rows.length === 0 && (options.offset ?? 0) > 0) {
    // Past the last page there is no row to carry the total.
    const [row] = await db().select({ total: sql<number>`count(*)::int` }).from(p).where(where);
    return { items: [], total: Number(row?.total ?? 0) };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: Number(rows[0]?.total ?? 0) };
}
