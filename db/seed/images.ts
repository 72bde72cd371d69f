// Generated demo imagery for the seed catalogue. Every picture is an SVG
// composition (textile patterns, garment silhouettes, festive props) rendered
// to WebP by sharp. Output is deterministic: it depends only on the product
// id / palette / name, or on the index for the store-front pictures.
//
// The drawing code lives in ./images/: util (rng, colour, svg builder),
// patterns (textile motifs, zari borders), garments (silhouettes), decor
// (props), product (product views) and showcase (hero, collection, gallery,
// avatar compositions).
import sharp from 'sharp';
import type { PatternKind } from './images/patterns.ts';
import { productSvg } from './images/product.ts';
import { avatarSvg, collectionSvg, gallerySvg, heroSvg } from './images/showcase.ts';

export type { PatternKind };

const QUALITY = 78;
const EFFORT = 2;

/**
 * Renders SVG source to WebP. When the result is above `maxBytes` it is
 * re-encoded at a lower quality (detailed weaves compress less well).
 */
export async function renderSvg(svg: string, maxBytes = 120 * 1024): Promise<Buffer> {
  const img = sharp(Buffer.from(svg));
  let out = await img.clone().webp({ quality: QUALITY, effort: EFFORT }).toBuffer();
  for (const q of [70, 62, 54]) {
    if (out.length <= maxBytes) break;
    out = await img.clone().webp({ quality: q, effort: EFFORT }).toBuffer();
  }
  return out;
}

/**
 * Product photograph, 1200x1500 WebP. index 0 = front view on a dress form,
 * 1 = fabric close-up, 2 = zari border with tassels, 3 = styled flat-lay.
 * Optionally pass the product's `name`: it picks the silhouette (e.g. an
 * Anarkali, a maxi) and the weave (ikat, bandhani, chikankari, ...).
 */
export async function renderProductImage(
  p: { id: string; category: string; palette: [string, string, string]; name?: string; pattern?: PatternKind },
  index: number,
): Promise<Buffer> {
  return renderSvg(productSvg(p, index));
}

/** Hero banner, 1920x1080 WebP: 0 festive, 1 spring/summer, 2 wedding. The left ~40% stays calm for copy. */
export async function renderHeroImage(index: 0 | 1 | 2): Promise<Buffer> {
  return renderSvg(heroSvg(index), 240 * 1024);
}

/** Collection card, 900x1200 WebP: the category's silhouette under a zari arch. */
export async function renderCollectionImage(category: string, palette: [string, string, string]): Promise<Buffer> {
  return renderSvg(collectionSvg(category, palette));
}

/** Style-gallery tile, 800x800 WebP; six distinct compositions (index modulo 6). */
export async function renderGalleryImage(index: number): Promise<Buffer> {
  return renderSvg(gallerySvg(index));
}

/** Testimonial avatar, 400x400 WebP: a faceless stylised portrait (five variants, index modulo 5). */
export async function renderAvatarImage(index: number): Promise<Buffer> {
  return renderSvg(avatarSvg(index));
}
