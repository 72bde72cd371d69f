import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { cn } from '~/lib/utils';

const SHAPE = 'h-10 min-w-10 rounded-full px-3 text-sm';
/** A page number. */
const NUMBER = `${SHAPE} grid place-items-center`;
/** Previous and Next: the word beside the chevron, in a row (a grid stacked them). */
const STEP = `${SHAPE} flex items-center justify-center gap-1 border border-linen bg-white hover:border-maroon/50`;

/** Page links (work without scripts and can be shared); shows the first, last and neighbouring pages. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={STEP} rel="prev">
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
          <span className="sr-only md:not-sr-only">Previous</span>
        </Link>
      ) : null}
      {pages.map((n, i) => (
        <span key={n} className="flex items-center gap-1.5">
          {i > 0 && n - pages[i - 1] > 1 ? (
            <span aria-hidden="true" className="px-1 text-muted">
              …
            </span>
          ) : null}
          <Link
            to={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(NUMBER, n === page ? 'bg-maroon text-ivory' : 'hover:bg-sand')}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={STEP} rel="next">
          <span className="sr-only md:not-sr-only">Next</span>
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
