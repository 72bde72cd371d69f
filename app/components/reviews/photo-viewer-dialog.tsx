import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { mediaSrcSet } from '~/components/product/shop-image';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

export type ViewedPhotos = {
  author: string;
  productName: string;
  /** The large picture of each of the review's photos, in the review's order. */
  photos: string[];
  /** Each photo's thumbnail on the page, which tells its shape (the shop keeps no sizes of review photos). */
  thumbnails: (HTMLImageElement | null)[];
  index: number;
};

/**
 * The shop's smaller sizes of a photo, up to the large picture its link opens, so a phone fetches one
 * fitting its screen; a picture from another address is shown as it is.
 */
function photoSizes(photo: string): string | undefined {
  const url = new URL(photo, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return mediaSrcSet(url.pathname, Number(url.searchParams.get('w')) || undefined);
}

/**
 * A photo's width over its height, read from its thumbnail once that has loaded, or null. Every size
 * of a photo has its height rounded to a whole pixel, so the thumbnail's is taken a pixel shorter:
 * the shape is then never narrower than that of the larger size the viewer shows, which is never
 * shown smaller for it.
 */
function shapeOf(thumbnail: HTMLImageElement | null): number | null {
  if (!thumbnail?.naturalWidth || thumbnail.naturalHeight < 2) return null;
  return thumbnail.naturalWidth / (thumbnail.naturalHeight - 1);
}

/**
 * How wide the photo is shown, so the browser fetches a size for that: at most the frame's width (the
 * dialog, the window less 2rem and at most 56rem, less the frame's sides: 0.75rem each on phones,
 * 3.5rem from 640 px), and, when its shape is known, at most the frame's height (min(66vh, 44rem) less
 * its top and bottom: 4.25rem on phones, 3.75rem from 640 px) times that shape, since the photo is
 * held by both. A tall photo on a wide, short window is shown, and fetched, much narrower.
 */
function photoWidth(shape: number | null): string {
  const within = (width: string, height: string) => (shape ? `min(${width}, calc(${height} * ${shape.toFixed(4)}))` : width);
  const wide = within('min(calc(100vw - 9rem), 49rem)', '(min(66vh, 44rem) - 3.75rem)');
  return `(min-width: 640px) ${wide}, ${within('calc(100vw - 3.5rem)', '(min(66vh, 44rem) - 4.25rem)')}`;
}

const stepButton =
  'grid size-11 place-items-center rounded-full border border-linen bg-white text-ink shadow-sm hover:border-maroon hover:text-maroon';

/**
 * One review's photos, large, in the shop's dialog: focus starts on Close, and Escape or Close gives
 * it back to the photo that opened it. The arrow keys and the two buttons step through the review's
 * photos, round.
 */
export function PhotoViewerDialog({ viewed, onClose }: { viewed: ViewedPhotos; onClose: () => void }) {
  const [index, setIndex] = useState(viewed.index);
  const count = viewed.photos.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  const position = `${index + 1} of ${count}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        maxWidth="max-w-4xl"
        padding="p-0"
        focusClose
        className="overflow-hidden"
        onKeyDown={(event) => {
          if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
          event.preventDefault();
          step(event.key === 'ArrowLeft' ? -1 : 1);
        }}
      >
        {/* A frame of fixed height: the dialog keeps its size while a large picture is on its way. */}
        <div className="flex h-[min(66vh,44rem)] items-center justify-center bg-sand px-3 pb-3 pt-14 sm:px-14 sm:pt-12">
          <img
            key={viewed.photos[index]}
            src={viewed.photos[index]}
            srcSet={photoSizes(viewed.photos[index])}
            sizes={photoWidth(shapeOf(viewed.thumbnails[index] ?? null))}
            alt={`${viewed.author}'s photo of ${viewed.productName}, ${position}`}
            className="max-h-full w-auto max-w-full animate-[photo-in_.25s_ease-out] rounded-lg object-contain shadow-soft motion-reduce:animate-none"
          />
        </div>
        <div className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <DialogTitle size="text-2xl">{`${viewed.author}'s photo`}</DialogTitle>
            <DialogDescription>
              {viewed.productName} · {position}
            </DialogDescription>
          </div>
          {count > 1 ? (
            <div className="flex shrink-0 gap-2">
              <button type="button" className={stepButton} onClick={() => step(-1)} aria-label="Previous photo">
                <ChevronLeftIcon className="size-5" aria-hidden="true" />
              </button>
              <button type="button" className={stepButton} onClick={() => step(1)} aria-label="Next photo">
                <ChevronRightIcon className="size-5" aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
