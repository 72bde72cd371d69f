import { SearchIcon } from 'lucide-react';
import { Form } from 'react-router';
import { cn } from '~/lib/utils';

/** Header search. Enter or the icon opens the full results page. */
export function HeaderSearch({ className }: { className?: string }) {
  return (
    <Form method="get" action="/search" role="search" className={cn('relative', className)}>
      <label htmlFor="header-search" className="sr-only">
        Search products
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        placeholder="Search sarees, lehengas, kurtas…"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-linen bg-white pl-4 pr-10 text-sm placeholder:text-muted/70 focus-visible:border-maroon focus-visible:outline-none"
      />
      <button type="submit" className="absolute right-1 top-1 grid size-8 place-items-center rounded-full text-muted hover:text-maroon" aria-label="Search">
        <SearchIcon className="size-4" aria-hidden="true" />
      </button>
    </Form>
  );
}
