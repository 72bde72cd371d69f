import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { Route } from './+types/products';
import { HydrateWhenSeen } from '~/components/layout/hydrate-when-seen';
import { ListingFilters } from '~/components/product/listing-filters';
import { listingCanonical, listingSearch, listingTitle, parseListingParams } from '~/components/product/listing-params';
import { LISTING_TABS, ListingTabs } from '~/components/product/listing-tabs';
import { ListingToolbar } from '~/components/product/listing-toolbar';
import { Pagination } from '~/components/product/pagination';
import { cardCellClass, ProductCard } from '~/components/product/product-card';
import { LISTING_PAGE_SIZE, LISTING_PRICE_FILTERS } from '~/lib/listing-constants';
import { PRODUCTS_MESSAGES } from '~/lib/catalogue-messages';
import { cn } from '~/lib/utils';
import { listingPath, shareTags, type SeoHandle } from '~/lib/seo';
import { absoluteImage, breadcrumbJsonLd } from '~/lib/structured-data';
import { listProducts } from '~/server/data/catalogue-listing.server';
import { publicConfig } from '~/server/platform/env.server';
import { JsonLd } from '~/components/layout/json-ld';

// Its canonical address keeps the category or occasion and the page (the document head's SeoHead).
export const handle: SeoHandle = { canonical: listingCanonical };

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseListingParams(new URL(request.url).searchParams);
  const band = LISTING_PRICE_FILTERS.find((p) => p.value === query.price);
  const result = await listProducts(
    { ...query, price: band ? { min: band.min, max: band.max } : null },
    query.sort,
    query.page,
    LISTING_PAGE_SIZE,
    LISTING_TABS,
  );
  const { publicUrl } = publicConfig();
  const title = listingTitle(query);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'All Products', path: '/products' },
  ];
  if (query.category) crumbs.push({ name: title, path: listingPath('category', query.category) });
  else if (query.occasion) crumbs.push({ name: title, path: listingPath('occasion', query.occasion) });
  // Built here, on the server: the builder stays out of the page's script.
  // A shared link shows the listing's first piece.
  const first = result.items[0];
  const share = {
    url: `${publicUrl}${listingCanonical(new URL(request.url).search)}`,
    image: first ? { src: absoluteImage(publicUrl, first.image), alt: first.name } : null,
  };
  return { query, ...result, publicUrl, breadcrumbs: breadcrumbJsonLd(publicUrl, crumbs), share };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = loaderData ? listingTitle(loaderData.query) : 'All Products';
  return [
    { title: `${title} | Aangan Boutique` },
    {
      name: 'description',
      content: `${title}: handcrafted sarees, lehengas, kurtas and fusion wear from Aangan Boutique, made by artisans across India.`,
    },
    { property: 'og:title', content: `${title} | Aangan Boutique` },
    { property: 'og:type', content: 'website' },
    ...(loaderData ? shareTags(loaderData.share) : []),
  ];
};

export default function ProductsScreen({ loaderData }: Route.ComponentProps) {
  const { query, items, total, counts, breadcrumbs } = loaderData;
  const title = listingTitle(query);
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const filtered = query.price || query.fabrics.length > 0 || query.colors.length > 0 || query.season || query.festival;
  return (
    <div className="container-shop pb-8 pt-8 md:pt-12">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs uppercase tracking-[0.28em] text-gold">The Aangan edit</p>
        <h1 className="mt-2 font-display text-4xl leading-tight text-maroon md:text-5xl">{title}</h1>
        <p className="mt-3 text-muted">
          Woven, printed and embroidered by artisan families across India, and finished by hand in our studio.
        </p>
      </header>

      <ListingTabs query={query} counts={counts} />

      <div className="mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <aside className="hidden lg:block" aria-label="Filter products">
          <HydrateWhenSeen>
            <ListingFilters query={query} idPrefix="desktop" />
          </HydrateWhenSeen>
        </aside>
        <details className="mb-6 rounded-[var(--radius-card)] border border-linen bg-white/70 lg:hidden">
          <summary className="flex h-12 cursor-pointer items-center gap-2 px-4 text-sm font-medium text-ink">
            <SlidersHorizontalIcon className="size-4" aria-hidden="true" /> Filters
          </summary>
          <div className="border-t border-linen px-4 py-5">
            <HydrateWhenSeen>
              <ListingFilters query={query} idPrefix="mobile" />
            </HydrateWhenSeen>
          </div>
        </details>

        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <ListingToolbar query={query} total={total} />
          {items.length === 0 ? (
            <div className="grid place-items-center rounded-[var(--radius-card)] bg-sand/60 px-6 py-16 text-center">
              <p className="font-display text-2xl text-ink">{PRODUCTS_MESSAGES.noMatch}</p>
              {filtered || query.category || query.occasion ? (
                <Link to="/products" className="mt-4 text-sm font-medium text-maroon underline underline-offset-4">
                  Clear all filters
                </Link>
              ) : null}
            </div>
          ) : (
            <ul className={cn('mt-6', query.view === 'grid' ? 'grid grid-cols-2 gap-x-4 gap-y-9 md:grid-cols-3 md:gap-x-6' : 'grid gap-6')}>
              {items.map((product, i) => (
                <li key={product.id} className={cardCellClass(i)}>
                  {/* Every card hydrates on its own once near the screen: a tap on one hydrates that card alone. */}
                  <HydrateWhenSeen>
                    <ProductCard product={product} layout={query.view} priority={query.page === 1 && i === 0} />
                  </HydrateWhenSeen>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => `/products${listingSearch(query, { page })}`} />
        </section>
      </div>
      <JsonLd data={breadcrumbs} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) ? error.statusText || `status ${error.status}` : 'the catalogue is unavailable right now';
  return (
    <div className="container-shop grid min-h-[50vh] place-items-center py-16 text-center">
      <div>
        <h1 className="font-display text-3xl text-maroon">{PRODUCTS_MESSAGES.loadErrorPrefix + reason}</h1>
        <Link to="/products" className="mt-6 inline-block text-maroon underline underline-offset-4">
          Try again
        </Link>
      </div>
    </div>
  );
}
