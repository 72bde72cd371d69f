import SearchIcon from 'lucide-react/icons/search';
import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/search';
import { Pagination } from '~/components/product/pagination';
import { cardCellClass, ProductCard } from '~/components/product/product-card';
import { HydrateWhenSeen } from '~/components/layout/hydrate-when-seen';
import { track } from '~/lib/analytics';
import { LISTING_PAGE_SIZE } from '~/lib/listing-constants';
import { matchesFoundMessage } from '~/lib/catalogue-messages';
import { normaliseQuery, searchProducts } from '~/server/data/catalogue-search.server';
import { PlainInput } from '~/components/ui/input';

/** As long as the search matches (catalogue-search.server.ts caps queries at this length too). */
const MAX_QUERY_LENGTH = 100;

const SUGGESTIONS = ['Lehenga', 'Banarasi saree', 'Anarkali', 'Chikankari', 'Bandhani', 'Co-ord set'];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Shown as typed (trimmed); matched lower-cased.
  const typed = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const page = Math.min(1000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  if (!normaliseQuery(typed)) return { typed: '', page: 1, total: 0, items: [] };
  const { items, total } = await searchProducts(typed, { limit: LISTING_PAGE_SIZE, offset: (page - 1) * LISTING_PAGE_SIZE });
  return { typed, page, total, items };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.typed ? `Search: ${loaderData.typed} | Aangan Boutique` : 'Search | Aangan Boutique' },
  {
    name: 'description',
    content: loaderData?.typed
      ? `Handcrafted sarees, lehengas, kurtas and fusion wear matching “${loaderData.typed}” at Aangan Boutique.`
      : 'Search Aangan Boutique’s handcrafted sarees, lehengas, kurtas and fusion wear by fabric, colour, style or occasion.',
  },
];

export default function SearchScreen({ loaderData }: Route.ComponentProps) {
  const { typed, page, total, items } = loaderData;
  useEffect(() => {
    if (typed) track('search_performed', { searchQuery: typed, properties: { results: total } });
  }, [typed, total]);
  return (
    <div className="container-shop pb-8 pt-8 md:pt-12">
      <header className="max-w-2xl">
        <p className="text-xs uppercase tracking-[0.28em] text-gold">Search</p>
        <h1 className="mt-2 font-display text-4xl leading-tight text-maroon md:text-5xl">
          {typed ? `Results for “${typed}”` : 'Find your next favourite'}
        </h1>
        <Form method="get" action="/search" role="search" aria-label="Search the catalogue" className="relative mt-6">
          <label htmlFor="search-page-q" className="sr-only">
            Search products
          </label>
          <PlainInput
            id="search-page-q"
            key={typed}
            name="q"
            type="search"
            defaultValue={typed}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search by name, fabric, colour or style"
            className="h-14 w-full rounded-full border border-linen bg-white pl-6 pr-14 text-base focus-visible:border-maroon"
          />
          <button
            type="submit"
            aria-label="Search"
            className="absolute right-2 top-2 grid size-10 place-items-center rounded-full bg-maroon text-ivory hover:bg-maroon-dark"
          >
            <SearchIcon className="size-4" aria-hidden="true" />
          </button>
        </Form>
        {typed ? (
          <p className="mt-5 text-muted" role="status">
            {matchesFoundMessage(total, typed)}
          </p>
        ) : null}
      </header>

      {typed && total === 0 ? <Suggestions title="Try one of these" /> : null}
      {!typed ? <Suggestions title="Popular searches" /> : null}

      {items.length > 0 ? <h2 className="sr-only">Results</h2> : null}
      {items.length > 0 ? (
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-9 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
          {items.map((product, i) => (
            <li key={product.id} className={cardCellClass(i)}>
              {/* Every card hydrates on its own once near the screen: a tap on one hydrates that card alone. */}
              <HydrateWhenSeen>
                <ProductCard
                  product={product}
                  priority={page === 1 && i === 0}
                  sizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw"
                />
              </HydrateWhenSeen>
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / LISTING_PAGE_SIZE)}
        hrefFor={(n) => `/search?q=${encodeURIComponent(typed)}${n > 1 ? `&page=${n}` : ''}`}
      />
    </div>
  );
}

function Suggestions({ title }: { title: string }) {
  return (
    <section aria-label={title} className="mt-10">
      <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-ink">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SUGGESTIONS.map((s) => (
          <li key={s}>
            <Link
              to={`/search?q=${encodeURIComponent(s)}`}
              className="inline-flex h-10 items-center rounded-full border border-linen bg-white px-4 text-sm text-ink hover:border-maroon/50 hover:text-maroon"
            >
              {s}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
