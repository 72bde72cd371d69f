import { Suspense } from 'react';
import { ServerMarkup, serverModule } from '~/components/layout/server-markup';
import { lazyOptional } from '~/lib/lazy-parts';
import type { ProductReviewsBlock } from '~/lib/reviews';

const ReviewsSectionPart = serverModule(() => import('./reviews-markup'))('ReviewsSectionPart');
// Fetched once the page is alive, and only when a shown review has photos; until then (or without
// it) a photo is a link to its large picture.
const ReviewPhotoViewer = lazyOptional(() => import('./review-photo-viewer').then((m) => m.ReviewPhotoViewer));

/**
 * The product page's reviews. The server writes them; the name of the part changes with the reviews
 * and with what the signed-in shopper may do, so a kept copy is never shown for a newer one.
 */
export function ProductReviewsSection({
  product,
  block,
  shopName,
}: {
  product: { id: string; name: string };
  block: ProductReviewsBlock;
  shopName: string;
}) {
  return (
    <>
      <ServerMarkup name={`reviews-${product.id}-${block.version}-${block.own ?? 'read'}`}>
        <ReviewsSectionPart productId={product.id} block={block} shopName={shopName} />
      </ServerMarkup>
      {block.newest.some((review) => review.photos.length > 0) ? (
        <Suspense fallback={null}>
          <ReviewPhotoViewer productName={product.name} />
        </Suspense>
      ) : null}
    </>
  );
}
