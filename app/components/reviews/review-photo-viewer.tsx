import { useEffect, useState } from 'react';
import { PhotoViewerDialog, type ViewedPhotos } from './photo-viewer-dialog';

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Opens review photos in a viewer on the page. Each photo is a plain link to its large picture (it
 * works without scripts, and the product page's reviews are markup the server wrote), so this listens
 * to the page instead of being part of each review: a click or Enter on a photo opens the viewer on
 * it, with the other photos of the same review a step away. A click with a modifier key still opens
 * the picture the way the shopper asked (a new tab). Pages load this lazily, after their own script.
 * A page listing reviews of several products (the owner's) names each photo's product on its link
 * (`data-product`) instead of passing one name.
 */
export function ReviewPhotoViewer({ productName = '' }: { productName?: string }) {
  const [viewed, setViewed] = useState<ViewedPhotos | null>(null);
  useEffect(() => {
    function open(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-review-photo]') : null;
      if (!link || event.defaultPrevented || modified(event)) return;
      event.preventDefault();
      const links = [...(link.closest('ul') ?? link).querySelectorAll<HTMLAnchorElement>('a[data-review-photo]')];
      setViewed({
        author: link.dataset.author ?? '',
        productName: link.dataset.product ?? productName,
        photos: links.map((a) => a.href),
        index: Math.max(0, links.indexOf(link)),
      });
    }
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, [productName]);
  return viewed ? <PhotoViewerDialog viewed={viewed} onClose={() => setViewed(null)} /> : null;
}
