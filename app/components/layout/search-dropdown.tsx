import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { mediaSrc } from '~/components/product/shop-image';
import { track } from '~/lib/analytics';
import { SEARCH_DROPDOWN_MAX } from '~/lib/constants';
import { matchesFoundMessage, SEARCH_MESSAGES } from '~/lib/catalogue-messages';
import { formatINR } from '~/lib/money';

export type SearchHit = { id: string; name: string; price: number; image: string; category: string };
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string }
  | { status: 'done'; query: string; total: number; results: SearchHit[] };

const DEBOUNCE_MS = 250;

/**
 * The header search's live results for `query`, shown while `shown`.
 *
 * They are a plain fetch, not React Router's useFetcher: a fetcher whose load fails (a 500, the
 * connection gone) hands the error to the nearest error boundary, here the root's, and the whole
 * page would give way to the error screen; the dropdown says 'Error searching products' in place
 * and keeps what was typed. The debounce (no request per keystroke) would stay ours with a fetcher
 * too; the abort keeps an older answer from overwriting a newer one.
 */
export function LiveSearchResults({ id, query, shown }: { id: string; query: string; shown: boolean }) {
  const [state, setState] = useState<SearchState>({ status: 'loading', query });
  useEffect(() => {
    setState({ status: 'loading', query });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { total: number; results: SearchHit[] };
        setState({ status: 'done', query, total: body.total, results: body.results });
        track('search_performed', { searchQuery: query, properties: { results: body.total } });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setState({ status: 'error', query });
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query]);
  return shown ? <SearchDropdown id={id} state={state} typed={query} /> : null;
}

/** The live results under the header search: status line, up to eight matches, then 'And N more results...'. */
export function SearchDropdown({ id, state, typed }: { id: string; state: SearchState; typed: string }) {
  if (state.status === 'idle') return null;
  const message =
    state.status === 'loading'
      ? SEARCH_MESSAGES.searching
      : state.status === 'error'
        ? SEARCH_MESSAGES.error
        : matchesFoundMessage(state.total, state.query);
  const results = state.status === 'done' ? state.results.slice(0, SEARCH_DROPDOWN_MAX) : [];
  const more = state.status === 'done' ? state.total - results.length : 0;
  return (
    <div
      id={id}
      className="absolute left-0 right-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-linen bg-white shadow-[var(--shadow-soft)] md:left-auto md:w-[26rem]"
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        const links = [...e.currentTarget.querySelectorAll('a')];
        const at = links.indexOf(document.activeElement as HTMLAnchorElement);
        if (at < 0) return;
        e.preventDefault();
        links[Math.max(0, Math.min(links.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
      }}
    >
      <p role="status" className={state.status === 'error' ? 'px-4 py-3 text-sm text-danger' : 'px-4 py-3 text-sm text-muted'}>
        {message}
      </p>
      {results.length > 0 ? (
        <ul aria-label="Search results" className="max-h-[60vh] overflow-y-auto border-t border-linen/70 py-1">
          {results.map((r) => (
            <li key={r.id}>
              <Link
                to={`/product/${r.id}`}
                className="flex items-center gap-3 px-4 py-2 hover:bg-sand/70 focus-visible:bg-sand/70 focus-visible:outline-none"
              >
                <img
                  src={mediaSrc(r.image, 160)}
                  alt=""
                  width={40}
                  height={50}
                  loading="lazy"
                  className="h-[50px] w-10 shrink-0 rounded-md bg-sand object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 block font-display text-base leading-snug text-ink">{r.name}</span>
                  <span className="block text-xs uppercase tracking-[0.14em] text-muted">{r.category}</span>
                </span>
                <span className="shrink-0 text-sm font-medium text-ink">{formatINR(r.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <Link
          to={`/search?q=${encodeURIComponent(typed)}`}
          className="block border-t border-linen/70 px-4 py-3 text-sm font-medium text-maroon hover:bg-sand/70"
        >
          And {more} more results...
        </Link>
      ) : null}
    </div>
  );
}
