/** Widths /media/ resizes images to; any other width is refused so the resize cache stays bounded. */
export const MEDIA_WIDTHS: readonly number[] = [160, 320, 400, 480, 640, 800, 960, 1280, 1920];

/** The widths shop pages offer in srcset by default; 160 only where a picture is shown tiny (admin lists, gallery thumbnails). */
export const SHOP_IMAGE_WIDTHS = MEDIA_WIDTHS.filter((w) => w >= 320);

/** One of our own /media/ images at a width (a smaller default file for browsers that ignore srcset); other addresses as they are. */
export function mediaSrc(src: string, width = 640): string {
  return src.startsWith('/media/') ? `${src}?w=${width}` : src;
}
