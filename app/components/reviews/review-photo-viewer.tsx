import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { prefetch } from '~/lib/lazy-parts';
import type { ViewedPhotos } from './photo-viewer-dialog';

// The viewer's code is fetched when a shopper reaches for a photo (a finger or pointer on it, or
// focus). Should it fail to arrive, the photo she tapped opens as the plain link it is.
const loadDialog = () => import('./photo-viewer-dialog');
type DialogProps = { viewed: ViewedPhotos; onClose: () => void };
const PhotoViewerDialog = lazy(() =>
  loadDialog().then(
    (module): { default: ComponentType<DialogProps> } => ({ default: module.PhotoViewerDialog }),
    (): { default: ComponentType<DialogProps> } => ({ default: FollowTheLink }),
  ),
);

function FollowTheLink({ viewed }: DialogProps) {
  useEffect(() => window.location.assign(viewed.photos[viewed.index]), [viewed]);
  return null;
}

const photoLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-review-photo]') : null;
const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Opens review photos in a viewer on the page. Each photo is a plain link to its large picture (it
 * works without scripts, and the reviews are markup the server wrote), so this listens to the page
 * instead of being part of each review: a click or Enter on a photo opens the viewer on it, with the
 * other photos of the same review a step away. A click with a modifier key still opens the picture
 * the way the shopper asked (a new tab). The viewer's own code is not in the page's scripts.
 * A page listing reviews of several products (the owner's) names each photo's product on its link
 * (`data-product`) instead of passing one name.
 */
export function ReviewPhotoViewer({ productName = '' }: { productName?: string }) {
  const [opened, setOpened] = useState<ViewedPhotos | null>(null);
  useEffect(() => {
    function reach(event: Event) {
      if (photoLink(event.target)) prefetch(loadDialog);
    }
    function open(event: MouseEvent) {
      const link = photoLink(event.target);
      if (!link || event.defaultPrevented || modified(event)) return;
      event.preventDefault();
      const links = [...(link.closest('ul') ?? link).querySelectorAll<HTMLAnchorElement>('a[data-review-photo]')];
      setOpened({
        author: link.dataset.author ?? '',
        productName: link.dataset.product ?? productName,
        photos: links.map((a) => a.href),
        thumbnails: links.map((a) => a.querySelector('img')),
        index: Math.max(0, links.indexOf(link)),
      });
    }
    document.addEventListener('pointerover', reach);
    document.addEventListener('focusin', reach);
    document.addEventListener('click', open);
    return () => {
      document.removeEventListener('pointerover', reach);
      document.removeEventListener('focusin', reach);
      document.removeEventListener('click', open);
    };
  }, [productName]);
  return opened ? (
    <Suspense fallback={null}>
      <PhotoViewerDialog key={opened.photos[opened.index]} viewed={opened} onClose={() => setOpened(null)} />
    </Suspense>
  ) : null;
}
