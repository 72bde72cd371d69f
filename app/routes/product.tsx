import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useEffect } from 'react';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { Route } from './+types/product';
import { cartAction } from '~/server/actions/cart-actions.server';
import { HydrateLater } from '~/components/layout/hydrate-later';
import { HydrateWhenSeen } from '~/components/layout/hydrate-when-seen';
import { ProductCard } from '~/components/product/product-card';
import { ProductGallery } from '~/components/product/product-gallery';
import { JsonLd } from '~/components/layout/json-ld';
import { partsOnDemand } from '~/components/layout/parts-on-demand';
import { ServerMarkup } from '~/components/layout/server-markup';
import { checkPincode } from '~/lib/pincode';
import { ProductPurchase } from '~/components/product/product-purchase';
import { ProductReviewsSection } from '~/components/reviews/product-reviews-section';
import { ReviewSummaryLink } from '~/components/reviews/review-summary-link';
import { SizeSuggestionSlot } from '~/components/measurements/size-suggestion-slot';
import { listingTitle } from '~/components/product/listing-params';
import { mediaSrc } from '~/components/product/shop-image';
import { WishlistButton } from '~/components/product/wishlist-button';
import { track } from '~/lib/analytics';
import { PRODUCTS_MESSAGES } from '~/lib/catalogue-messages';
import { discountPercent, formatINR } from '~/lib/money';
import { CurrencyChooser } from '~/components/product/currency-chooser';
import { PriceEstimate } from '~/components/product/price-estimate';
import { listingPath } from '~/lib/seo';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/structured-data';
import { reviewsJsonLd } from '~/lib/review-structured-data';
import { getProduct, productFactsVersion, relatedProducts } from '~/server/data/catalogue.server';
import { runningOfferEnd } from '~/server/data/content.server';
import { productReviewsBlock } from '~/server/data/product-reviews.server';
import { getUser } from '~/server/auth/permissions.server';
import { publicConfig } from '~/server/platform/env.server';

// The product's facts and the shop's promises: the server's markup, kept as it is in the browser.
const ProductFacts = partsOnDemand(() => import('~/components/product/product-facts'))('ProductFacts');
// The pincode check, below the purchase: its code comes when it nears the screen (HydrateWhenSeen);
// until then the server's form is a GET form the server answers.
const PincodeCheck = partsOnDemand(() => import('~/components/product/pincode-check'))('PincodeCheck');

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await getProduct(params.id);
  if (!product) throw data({ message: PRODUCTS_MESSAGES.notFound }, { status: 404 });
  const pin = new URL(request.url).searchParams.get('pin');
  const { publicUrl, shopName } = publicConfig();
  const user = await getUser(request);
  const [related, offerEndsAt, reviews] = await Promise.all([
    relatedProducts(product, 4),
    runningOfferEnd(),
    productReviewsBlock(product.id, user?.id ?? null),
  ]);
  return {
    product,
    related,
    offerEndsAt,
    reviews,
    // Names the server-written facts by their content: a kept copy is never shown for newer facts.
    factsVersion: productFactsVersion(product),
    pincode: { pin: (pin ?? '').slice(0, 6), result: pin === null ? null : checkPincode(pin) },
    publicUrl,
    shopName,
    meta: productMeta(product, publicUrl, shopName),
    // Built here, on the server: the builders stay out of the page's script.
    jsonLd: [
      { ...productJsonLd(product, { publicUrl, shopName, offerEndsAt }), ...reviewsJsonLd(reviews.summary, reviews.newest) },
      breadcrumbJsonLd(publicUrl, [
        { name: 'Home', path: '/' },
        { name: listingTitle({ category: product.category, occasion: null }), path: listingPath('category', product.category) },
        { name: product.name, path: `/product/${product.id}` },
      ]),
    ],
  };
}

/** The page's title and sharing tags, built on the server like the JSON-LD: the builder stays out of the page's script. */
function productMeta(product: NonNullable<Awaited<ReturnType<typeof getProduct>>>, publicUrl: string, shopName: string) {
  const url = `${publicUrl}/product/${product.id}`;
  const image = product.images[0] ? `${publicUrl}${mediaSrc(product.images[0], 1280)}` : undefined;
  const description = product.description.length > 155 ? `${product.description.slice(0, 152).trimEnd()}…` : product.description;
  const ogTitle = `${product.name} · ${formatINR(product.price)}`;
  return [
    { title: `${product.name} | ${shopName}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: shopName },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: '1280' },
          { property: 'og:image:height', content: '1600' },
          { property: 'og:image:alt', content: product.name },
        ]
      : []),
    { property: 'product:price:amount', content: String(product.price) },
    { property: 'product:price:currency', content: 'INR' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Add to Cart on this page (app/components/product/product-purchase.tsx), sent as a page or by a fetcher. */
export async function action({ request }: Route.ActionArgs) {
  return cartAction(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: `${PRODUCTS_MESSAGES.notFound} | Aangan Boutique` }, { name: 'robots', content: 'noindex' }];

export default function ProductScreen({ loaderData }: Route.ComponentProps) {
  const { product, related, pincode, jsonLd, reviews, shopName, factsVersion } = loaderData;
  const discount = discountPercent(product.price, product.originalPrice);
  useEffect(() => {
    track('product_viewed', {
      productId: product.id,
      productName: product.name,
      properties: { price: product.price, category: product.category },
    });
  }, [product.id, product.name, product.price, product.category]);

  return (
    <div className="container-shop pb-8 pt-6 md:pt-10">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-maroon">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={listingPath('category', product.category)} className="capitalize hover:text-maroon">
              {product.category}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
        <div className="lg:sticky lg:top-36 lg:self-start">
          <HydrateLater>
            <ProductGallery images={product.images} name={product.name} />
          </HydrateLater>
        </div>

        <div className="lg:pt-2">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs uppercase tracking-[0.24em] text-gold">
                {product.category} · {product.fabric}
              </p>
              <h1 className="mt-2 font-display text-4xl leading-tight text-ink md:text-5xl">{product.name}</h1>
            </div>
            <WishlistButton productId={product.id} productName={product.name} className="mt-1 shrink-0 border border-linen" />
          </div>
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-display text-3xl text-maroon">{formatINR(product.price)}</span>
            {discount && product.originalPrice ? (
              <>
                <span className="sr-only">, was </span>
                <s className="text-lg text-muted">{formatINR(product.originalPrice)}</s>
                <span className="rounded-full bg-maroon/10 px-2.5 py-0.5 text-sm font-semibold text-maroon">{discount}% off</span>
              </>
            ) : null}
          </p>
          <PriceEstimate rupees={product.price} long className="mt-1 block" />
          <p className="mt-1 text-xs text-muted">Inclusive of all taxes</p>
          <CurrencyChooser className="mt-3" />
          <ReviewSummaryLink summary={reviews.summary} />

          <p className="mt-6 max-w-prose leading-relaxed text-ink/85">{product.description}</p>

          <div className="mt-8">
            <SizeSuggestionSlot sizes={product.sizes} />
            <ProductPurchase product={product} />
          </div>

          <div className="mt-8">
            {/* Its height held: reached by a link, the page shows before the check's code has arrived. */}
            <HydrateWhenSeen className="min-h-[8.625rem]">
              <PincodeCheck initialPin={pincode.pin} initialResult={pincode.result} />
            </HydrateWhenSeen>
          </div>

          <ServerMarkup name={`product-facts-${product.id}-${factsVersion}`}>
            <ProductFacts product={product} />
          </ServerMarkup>
        </div>
      </div>

      <ProductReviewsSection product={product} block={reviews} shopName={shopName} />

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="below-fold mt-20">
          <h2 id="related-title" className="font-display text-3xl text-ink md:text-4xl">
            You may also like
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-9 md:grid-cols-4 md:gap-x-6">
            {related.map((p) => (
              <li key={p.id}>
                <HydrateWhenSeen>
                  <ProductCard product={p} sizes="(min-width: 768px) 22vw, 46vw" />
                </HydrateWhenSeen>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {jsonLd.map((block, i) => (
        <JsonLd key={i} data={block} />
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-shop grid min-h-[55vh] place-items-center py-16 text-center">
      <div className="max-w-md">
        <h1 className="font-display text-4xl text-maroon">{notFound ? PRODUCTS_MESSAGES.notFound : PRODUCTS_MESSAGES.errorLoading}</h1>
        <p className="mt-3 text-muted">
          {notFound
            ? 'This piece may have found its home, or the link is not quite right.'
            : 'Something went wrong while loading this piece. Please try again.'}
        </p>
        <Link
          to="/products"
          className="mt-8 inline-flex h-11 items-center gap-2 rounded-full bg-maroon px-6 text-sm font-medium text-ivory hover:bg-maroon-dark"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to Collection
        </Link>
      </div>
    </div>
  );
}
