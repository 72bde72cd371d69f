import { Suspense, useState, type ReactNode } from 'react';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import type { ViewedPhotos } from './photo-viewer-dialog';

// The viewer's code is fetched when a pointer or the keyboard reaches a photo, not with the page.
const loadViewer = () => import('./photo-viewer-dialog');
const PhotoViewerDialog = lazyOrReload(() => loadViewer().then((m) => m.PhotoViewerDialog));

const photoLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-review-photo]') : null;

/**
 * Opens review photos in a viewer on the page. The photos are plain links to the large picture (they
 * work without scripts, and the product page's list is markup the server wrote), so this listens
 * around them instead of being part of each review: a click or Enter on a photo opens the viewer on
 * it, with the other photos of the same review a step away. A click with a modifier key still opens
 * the picture the way the shopper asked (a new tab).
 */
export function ReviewPhotos({ productName, children }: { productName: string; children: ReactNode }) {
  const [viewed, setViewed] = useState<ViewedPhotos | null>(null);
  const warm = (event: { target: EventTarget | null }) => {
    if (photoLink(event.target)) prefetch(loadViewer);
  };
  return (
    // Clicks bubble here from the links inside; the links themselves are what a keyboard reaches (Enter clicks them).
    <div
      className="contents"
      onPointerOver={warm}
      onFocus={warm}
      onClick={(event) => {
        const link = photoLink(event.target);
        if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const links = [...(link.closest('ul') ?? link).querySelectorAll<HTMLAnchorElement>('a[data-review-photo]')];
        setViewed({
          author: link.dataset.author ?? '',
          productName,
          photos: links.map((a) => a.href),
          index: Math.max(0, links.indexOf(link)),
        });
      }}
    >
      {children}
      {viewed ? (
        <Suspense fallback={null}>
          <PhotoViewerDialog viewed={viewed} onClose={() => setViewed(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
