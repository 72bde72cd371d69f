import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { data, Link } from 'react-router';
import type { Route } from './+types/product-reviews';
import { Pagination } from '~/components/product/pagination';
import { ReviewItem } from '~/components/reviews/review-item';
import { ReviewPhotoViewer } from '~/components/reviews/review-photo-viewer';
import { ReviewStars } from '~/components/reviews/review-stars';
import { PRODUCTS_MESSAGES } from '~/lib/catalogue-messages';
import { reviewCountLabel } from '~/lib/reviews';
import { REVIEW_SORTS, REVIEWS_PER_PAGE, type ReviewSort } from '~/lib/schemas/review';
import { cn } from '~/lib/utils';
import { reviewPage, reviewSummary } from '~/server/data/product-reviews.server';
import { reviewableProduct } from '~/server/data/reviews.server';
import { publicConfig } from '~/server/platform/env.server';

/** Every published review of a product, sorted and paged by plain links (no script needed). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await reviewableProduct(params.id);
  if (!product) throw data({ message: PRODUCTS_MESSAGES.notFound }, { status: 404 });
  const url = new URL(request.url);
  const asked = url.searchParams.get('sort') ?? 'newest';
  const sort: ReviewSort = asked in REVIEW_SORTS ? (asked as ReviewSort) : 'newest';
  const summary = await reviewSummary(product.id);
  const pageCount = Math.max(1, Math.ceil(summary.count / REVIEWS_PER_PAGE));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return { product, summary, sort, page, pageCount, reviews: await reviewPage(product.id, sort, page), shopName: publicConfig().shopName };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Reviews of ${loaderData?.product.name ?? ''} | Aangan Boutique` },
  // The product page carries the reviews for search engines.
  { name: 'robots', content: 'noindex, follow' },
];

export default function ProductReviewsScreen({ loaderData }: Route.ComponentProps) {
  const { product, summary, sort, page, pageCount, reviews, shopName } = loaderData;
  const base = `/product/${product.id}/reviews`;
  return (
    <div className="container-shop max-w-4xl pb-16 pt-8 md:pt-12">
      <Link to={`/product/${product.id}`} className="inline-flex items-center gap-2 text-sm text-muted hover:text-maroon">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to {product.name}
      </Link>
      <h1 className="mt-4 font-display text-4xl text-ink md:text-5xl">Reviews of {product.name}</h1>
      {summary.average !== null ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-muted">
          <span className="font-display text-3xl text-maroon">{summary.average.toFixed(1)}</span>
          <ReviewStars rating={summary.average} size="size-5" />
          <span>{reviewCountLabel(summary.count)}</span>
          {summary.fitSummary ? <span className="rounded-full bg-sand px-3 py-1 text-sm text-ink">{summary.fitSummary}</span> : null}
        </p>
      ) : (
        <p className="mt-4 text-muted">No reviews yet.</p>
      )}
      <nav aria-label="Sort reviews" className="mt-8 flex flex-wrap gap-2 text-sm">
        {Object.entries(REVIEW_SORTS).map(([key, label]) => (
          <Link
            key={key}
            to={`${base}?sort=${key}`}
            aria-current={key === sort ? 'true' : undefined}
            className={cn(
              'rounded-full border px-3.5 py-1.5',
              key === sort ? 'border-maroon bg-maroon text-ivory' : 'border-linen text-ink hover:border-maroon hover:text-maroon',
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-8 rounded-[var(--radius-card)] bg-white p-6 shadow-sm md:p-8">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} shopName={shopName} />
        ))}
      </div>
      <ReviewPhotoViewer productName={product.name} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `${base}?sort=${sort}${n > 1 ? `&page=${n}` : ''}`} />
    </div>
  );
}
