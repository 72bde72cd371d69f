import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { db, schema } from '../db.server.ts';
import { cardColumns, type ProductCardData } from './catalogue.server.ts';

// Search over name, category, fabric, colours, style, description and features (the products'
// search_text column, kept lower-cased by searchTextOf). Every word must match, either literally or,
// for words of four letters or more, by trigram similarity so that small typos are forgiven
// ('lehnga' finds a Lehenga, 'anarkli' an Anarkali). Both conditions use the trigram GIN index.

const p = schema.products;
export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 6;
/** Below this length a trigram match is mostly noise ('red' would match 'relaxed'). */
const FUZZY_MIN_LENGTH = 4;

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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function wordCondition(word: string): SQL {
  const literal = sql`${p.searchText} like ${`%${escapeLike(word)}%`}`;
  if (word.length < FUZZY_MIN_LENGTH) return literal;
  // <<% is strict word similarity at pg_trgm's default threshold (0.5), served by the trigram index.
  return sql`(${literal} or ${word} <<% ${p.searchText})`;
}

export type SearchResult = { items: ProductCardData[]; total: number };

/** Published products matching every word of the query, best matches first. A blank query finds nothing. */
export async function searchProducts(query: string, options: { limit: number; offset?: number }): Promise<SearchResult> {
  const q = normaliseQuery(query);
  const words = [...new Set(q.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return { items: [], total: 0 };
  const rows = await db()
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(p)
    .where(and(eq(p.isPublished, true), ...words.map(wordCondition)))
    .orderBy(
      desc(sql`lower(${p.name}) like ${`%${escapeLike(q)}%`}`),
      desc(sql`${p.searchText} like ${`%${escapeLike(q)}%`}`),
      desc(sql`strict_word_similarity(${q}, ${p.searchText})`),
      desc(p.popularity),
      p.id,
    )
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const total = rows[0]?.total ?? 0;
  // With an offset past the end there are no rows to carry the total; count once more.
  if (rows.length === 0 && (options.offset ?? 0) > 0) {
    const [row] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(p)
      .where(and(eq(p.isPublished, true), ...words.map(wordCondition)));
    return { items: [], total: Number(row?.total ?? 0) };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: Number(total) };
}
