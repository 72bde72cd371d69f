import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { cn } from '~/lib/utils';
import { useStateFrom } from '~/lib/use-state-from';
import { PlainInput } from '~/components/ui/input';
import { SEARCH_BOX, SearchSubmit } from './search-box';

// The live results' code (the requests and the dropdown) is not in every page's first script: it
// is fetched when the field gets focus, well before the first answer it could show arrives.
const loadDropdown = () => import('./search-dropdown');
const LiveSearchResults = lazyOrReload(() => loadDropdown().then((m) => m.LiveSearchResults));

/**
 * Header search: a plain GET form to /search (Enter or the icon open the full results page, with or
 * without scripts), plus live results in a dropdown while typing a non-blank query
 * (./search-dropdown.tsx). The box is uncontrolled: what was typed before the page's scripts arrived
 * stays in it, and the dropdown reads the box when it gets focus or input.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const [value, setValue] = useState('');
  // Leaving the page (a result, Enter) closes the dropdown.
  const [open, setOpen] = useStateFrom(location.pathname + location.search, () => false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = value.trim();

  // Typed before the page's scripts arrived, and still in the box: its results show as if typed now.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setValue(input.value);
    if (document.activeElement === input) setOpen(true);
    // Once, when the box hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  const showDropdown = open && query.length > 0;
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
        {...SEARCH_BOX}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={(e) => {
          prefetch(loadDropdown);
          setValue(e.currentTarget.value);
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
      />
      <SearchSubmit />
      {/* Mounted while there is a query, shown while open: closing and opening again keeps the answer. */}
      {query ? (
        <Suspense fallback={null}>
          <LiveSearchResults id={listId} query={query} shown={open} />
        </Suspense>
      ) : null}
    </Form>
  );
}
