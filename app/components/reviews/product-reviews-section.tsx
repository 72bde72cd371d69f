import { Suspense } from 'react';
import { ServerMarkup } from '~/components/layout/server-markup';
import { partsOnDemand } from '~/components/layout/parts-on-demand';
import type { ProductReviewsBlock } from '~/lib/reviews';

const ReviewsSectionPart = partsOnDemand(() => import('./reviews-markup'))('ReviewsSectionPart');
// Most pieces have no review photos: the viewer's code comes only to a page that shows some.
const ReviewPhotoViewer = partsOnDemand(() => import('./review-photo-viewer'))('ReviewPhotoViewer');

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
