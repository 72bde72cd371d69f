import type * as React from 'react';
import { MEDIA_WIDTHS, mediaSrc, SHOP_IMAGE_WIDTHS } from '~/lib/media-widths';

export { mediaSrc };

/** srcset for our own /media/ images; external URLs are used as they are. */
export function mediaSrcSet(src: string, maxWidth = 1920, minWidth = SHOP_IMAGE_WIDTHS[0]): string | undefined {
  if (!src.startsWith('/media/')) return undefined;
  return MEDIA_WIDTHS.filter((w) => w >= minWidth && w <= maxWidth)
    .map((w) => `${src}?w=${w} ${w}w`)
    .join(', ');
}

type ShopImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string;
  alt: string;
  /** Intrinsic size of the source picture, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  sizes: string;
  /** The page's main picture: loaded at once with high priority; everything else loads lazily. */
  priority?: boolean;
  maxWidth?: number;
  /** Smallest file offered; only pictures shown no wider than about 90 px (thumbnails) go below 320. */
  minWidth?: number;
};

/** Every catalogue and content picture: responsive WebP sizes, width and height, lazy below the fold. */
export function ShopImage({ src, alt, width, height, sizes, priority = false, maxWidth, minWidth, ...rest }: ShopImageProps) {
  return (
    <img
      src={mediaSrc(src)}
      srcSet={mediaSrcSet(src, maxWidth, minWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 19 knows fetchPriority.
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
