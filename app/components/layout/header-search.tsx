import SearchIcon from 'lucide-react/icons/search';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { cn } from '~/lib/utils';
import { useStateFrom } from '~/lib/use-state-from';
import type { SearchState } from './search-dropdown';
import { track } from '~/lib/analytics';
import { PlainInput } from '~/components/ui/input';

// The dropdown's code is not in every page's first script: it is fetched when the field gets focus,
// well before the first answer it could show arrives.
const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazyOrReload(() => loadDropdown().then((m) => m.SearchDropdown));

const DEBOUNCE_MS = 250;

/**
 * Header search: a plain GET form to /search (Enter or the icon open the full results page, with or
 * without scripts), plus live results in a dropdown while typing a non-blank query.
 *
 * The live results are a plain fetch, not React Router's useFetcher: a fetcher whose load fails
 * (a 500, the connection gone) hands the error to the nearest error boundary, here the root's, and
 * the whole page would give way to the error screen; the dropdown says 'Error searching products'
 * in place and keeps what was typed. The debounce (no request per keystroke) would stay ours with a
 * fetcher too; the abort keeps an older answer from overwriting a newer one.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const [value, setValue] = useState('');
  // Leaving the page (a result, Enter) closes the dropdown.
  const [open, setOpen] = useStateFrom(location.pathname + location.search, () => false);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = value.trim();

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', query });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as {
          total: number;
          results: { id: string; name: string; price: number; image: string; category: string }[];
        };
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

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  const showDropdown = open && query.length > 0 && state.status !== 'idle';
  const listId = `${id}-results`;
  return (
    <Form
      ref={rootRef}
      method="get"
      action="/search"
      role="search"
      aria-label="Site search"
      className={cn('relative', className)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && showDropdown) {
          // Closing the dropdown is all this Escape does: the menu around it stays open.
          e.preventDefault();
          setOpen(false);
          inputRef.current?.focus();
        }
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search products
      </label>
      <PlainInput
        ref={inputRef}
        id={`${id}-q`}
        name="q"
        type="search"
        placeholder="Search sarees, lehengas, kurtas…"
        autoComplete="off"
        maxLength={100}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => {
          prefetch(loadDropdown);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          // Escape closes the dropdown; it must not also clear what was typed (the search input's default).
          if (e.key === 'Escape' && showDropdown) {
            e.preventDefault();
            setOpen(false);
          }
          if (e.key === 'ArrowDown' && showDropdown) {
            e.preventDefault();
            rootRef.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(listId)} a`)?.focus();
          }
        }}
        aria-controls={showDropdown ? listId : undefined}
        className="h-10 w-full rounded-full border border-linen bg-white pl-4 pr-10 text-sm placeholder:text-muted/70 focus-visible:border-maroon focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-muted hover:text-maroon"
        aria-label="Search"
      >
        <SearchIcon className="size-4" aria-hidden="true" />
      </button>
      {showDropdown ? (
        <Suspense fallback={null}>
          <SearchDropdown id={listId} state={state} typed={query} />
        </Suspense>
      ) : null}
    </Form>
  );
}
