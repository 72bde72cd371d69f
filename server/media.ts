import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { getEnv } from '../app/server/platform/env.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';
import { MEDIA_WIDTHS } from '../app/lib/media-widths.ts';
import { isAdmin, userOfCookie } from '../app/server/auth/permissions.server.ts';
import { verifyReviewToken } from '../app/server/auth/review-links.server.ts';
import { reviewOfPhoto } from '../app/server/data/review-photos.server.ts';
import {
  mediaUrl,
  resolveKey,
  store,
  variantKey,
  writeVariant,
  type ResolvedKey,
  type VariantFormat,
} from '../app/server/storage/storage.server.ts';
import type { StoredObject } from '../app/server/storage/backend.server.ts';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/**
 * A review's photo is shown while its review is published, and the owner may hide it or the shopper
 * replace it at any time: it is looked up at every request and kept five minutes at most.
 */
const REVIEW_PHOTO_CACHE = 'public, max-age=300';
const PRIVATE_CACHE = 'private, no-store';

/** Resizes in flight, so that a burst of requests for a new picture makes it once per process. */
const resizing = new Map<string, Promise<Buffer | null>>();

async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Makes and stores the resized copy; null when the original is missing. */
function makeVariant(key: string, width: number, format: VariantFormat = 'webp'): Promise<Buffer | null> {
  const id = variantKey(key, width, format);
  let pending = resizing.get(id);
  if (!pending) {
    pending = (async () => {
      const original = await store().get(key);
      if (!original) return null;
      const { default: sharp } = await import('sharp');
      const resized = sharp(await readAll(original)).resize({ width, withoutEnlargement: true });
      let body = await (format === 'webp' ? resized.webp({ quality: 76 }) : resized.avif({ quality: 50, effort: 4 })).toBuffer();
      // An AVIF copy that is not smaller than the WebP one is kept empty: the WebP is served instead.
      if (format === 'avif') {
        const webp = await store().get(variantKey(key, width));
        webp?.body.destroy();
        const webpSize = webp?.size ?? (await makeVariant(key, width))?.length ?? 0;
        if (body.length >= webpSize) body = Buffer.alloc(0);
      }
      await writeVariant(key, width, body, format);
      return body;
    })().finally(() => resizing.delete(id));
    resizing.set(id, pending);
  }
  return pending;
}

/**
 * AVIF copies take seconds of CPU each, so they are made one at a time after the WebP copy has been
 * served; the browsers that ask later get the smaller file.
 */
let avifQueue: Promise<unknown> = Promise.resolve();
const avifQueued = new Set<string>();
function makeAvifLater(key: string, width: number) {
  const id = variantKey(key, width, 'avif');
  if (avifQueued.has(id)) return;
  avifQueued.add(id);
  avifQueue = avifQueue
    .then(() => makeVariant(key, width, 'avif'))
    .catch((error) => logger.warn({ err: error, key }, 'avif copy failed'))
    .finally(() => avifQueued.delete(id));
}

const acceptsAvif = (req: Request) => /\bimage\/avif\b/.test(req.headers.accept ?? '');

function viewerOf(req: Request) {
  const cookie = req.headers.cookie;
  return userOfCookie(cookie, () => new Headers(cookie ? { cookie } : {})).catch(() => null);
}

/**
 * A review photo's Cache-Control, or null when this reader may not see it: anyone while its review
 * is published; before that and once hidden, the owner and the shopper who wrote it (signed in, or
 * through her review link, which her form passes on as `t`); nobody once no review holds it.
 */
async function reviewPhotoCache(req: Request, key: string): Promise<string | null> {
  const review = await reviewOfPhoto(mediaUrl(key));
  if (!review) return null;
  if (review.status === 'published') return REVIEW_PHOTO_CACHE;
  const user = await viewerOf(req);
  const token = typeof req.query.t === 'string' ? req.query.t : null;
  return isAdmin(user) || user?.id === review.userId || verifyReviewToken(token) === review.userId ? PRIVATE_CACHE : null;
}

/** Who may read a file, as its Cache-Control; null answers 404. */
async function cacheControlOf(req: Request, resolved: ResolvedKey): Promise<string | null> {
  if (resolved.isPrivate) return isAdmin(await viewerOf(req)) ? PRIVATE_CACHE : null;
  if (resolved.isReviewPhoto) return reviewPhotoCache(req, resolved.key);
  return PUBLIC_CACHE;
}

function sendObject(req: Request, res: Response, object: StoredObject, contentType: string) {
  res.set('ETag', object.etag);
  res.set('Last-Modified', object.lastModified.toUTCString());
  if (req.headers['if-none-match'] === object.etag) {
    object.body.destroy();
    res.status(304).end();
    return Promise.resolve();
  }
  res.type(contentType).set('Content-Length', String(object.size));
  if (req.method === 'HEAD') {
    object.body.destroy();
    res.end();
    return Promise.resolve();
  }
  return pipeline(object.body, res).catch((error) => {
    // The client left (before the file was piped, or during), or the store broke off mid-file: the
    // response is cut, never completed wrongly, and the file is closed now rather than when collected.
    object.body.destroy();
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ERR_STREAM_UNABLE_TO_PIPE') logger.warn({ err: error }, 'media stream failed');
  });
}

const notFound = (res: Response) => res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');

/**
 * Serves stored files from the store (folder or bucket). Images in a requested width are made once
 * with sharp and kept in the same store. Shoppers' own files (enquiry reference files, custom order
 * pictures) reach the admin only and are never cached by a browser or proxy; a review's photos are
 * public only while the review is published.
 */
export async function serveMedia(req: Request, res: Response) {
  const raw = (req.params as Record<string, string | string[]>).key ?? '';
  const resolved = resolveKey(Array.isArray(raw) ? raw.join('/') : raw);
  if (!resolved) return notFound(res);
  res.set('X-Content-Type-Options', 'nosniff');
  try {
    const cacheControl = await cacheControlOf(req, resolved);
    if (!cacheControl) return notFound(res);
    res.set('Cache-Control', cacheControl);
    await serveResolved(req, res, resolved);
  } catch (error) {
    logger.error({ err: error, key: resolved.key }, 'media read failed');
    if (!res.headersSent) res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Please try again.');
  }
}

async function serveResolved(req: Request, res: Response, resolved: ResolvedKey) {
  const { key, contentType } = resolved;
  const width = Number(req.query.w);
  const wantsVariant = contentType === 'image/webp' && req.query.w !== undefined && MEDIA_WIDTHS.includes(width);
  // Files whose readers are checked are always streamed: a public address would serve them to anyone, for good.
  const publicBase = resolved.isPrivate || resolved.isReviewPhoto ? undefined : getEnv().S3_PUBLIC_URL?.replace(/\/$/, '');
  let served = key;

  if (wantsVariant) {
    // The same address answers in AVIF to browsers that take it, once that copy is made and if it
    // is smaller. (With a public bucket in front, pictures are redirected there and stay WebP.)
    if (!publicBase) {
      res.set('Vary', 'Accept');
      if (acceptsAvif(req) && getEnv().AVIF_COPIES) {
        const avif = await store().get(variantKey(key, width, 'avif'));
        if (avif && avif.size > 0) return sendObject(req, res, avif, 'image/avif');
        if (avif) avif.body.destroy();
        else makeAvifLater(key, width);
      }
    }
    const wanted = variantKey(key, width);
    const ready = publicBase ? await store().exists(wanted) : await store().get(wanted);
    if (ready && ready !== true) return sendObject(req, res, ready, contentType);
    if (ready) {
      served = wanted;
    } else {
      const made = await makeVariant(key, width).catch((error) => {
        // A picture sharp cannot resize is still shown, at its own size.
        logger.error({ err: error, key }, 'media resize failed');
        return undefined;
      });
      if (made === null) return notFound(res);
      if (made && !publicBase) return res.type(contentType).set('Content-Length', String(made.length)).send(made);
      if (made) served = wanted;
    }
  }
  // With a CDN or public bucket in front, public pictures are fetched from there.
  if (publicBase) return res.redirect(301, `${publicBase}/${served}`);
  const object = await store().get(key);
  if (!object) return notFound(res);
  if (contentType === 'application/pdf') res.set('Content-Disposition', `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`);
  return sendObject(req, res, object, contentType);
}
