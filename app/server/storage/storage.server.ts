import crypto from 'node:crypto';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../lib/enquiry-constants.ts';
import { getEnv } from '../platform/env.server.ts';
import { contentTypes, detectFileKind, type FileKind } from './file-type.server.ts';
import type { StorageBackend } from './backend.server.ts';
import { localBackend } from './local.server.ts';
import { s3Backend, s3SettingsOf } from './s3.server.ts';
import { countStored } from '../platform/metrics.server.ts';

export class UploadRejectedError extends Error {}

export type StoredFile = { key: string; url: string; kind: FileKind; bytes: number };

const folderPattern = /^[a-z0-9-]+$/;
const keyPattern = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|pdf)$/;

/** Folders whose files are the shoppers' own (enquiry reference files, custom order pictures): admin only. */
const PRIVATE_FOLDERS = new Set(['inquiries', 'custom-orders']);

let backend: StorageBackend | undefined;

/** The one store of this process: S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads (and DATA_DIR/cache). */
export function store(): StorageBackend {
  if (backend) return backend;
  const env = getEnv();
  const chosen = env.S3_BUCKET
    ? s3Backend(s3SettingsOf(env))
    : localBackend(path.join(env.dataDir, 'uploads'), path.join(env.dataDir, 'cache'));
  // Every file written is counted for /metrics.
  backend = {
    ...chosen,
    async put(key, body, contentType) {
      await chosen.put(key, body, contentType);
      countStored(key, Buffer.isBuffer(body) ? body.length : 0);
    },
  };
  return backend;
}

/** Puts a store in place explicitly (tests, the copy command); undefined goes back to the configured one. */
export function useStore(chosen: StorageBackend | undefined) {
  backend = chosen;
}

/** The key of a resized copy, kept in the same store beside the originals (see docs/decisions). */
/** Where the resized copy of a picture is kept: WebP, or its AVIF twin (`….webp.avif`). */
export function variantKey(key: string, width: number, format: VariantFormat = 'webp') {
  return format === 'webp' ? `cache/${width}/${key}` : `cache/${width}/${key}.avif`;
}
export type VariantFormat = 'webp' | 'avif';

/** The stored key behind a /media/ URL, or null when the URL is not one of the shop's files. */
export function keyOfMediaUrl(url: string): string | null {
  const key = url.replace(/^\/media\//, '');
  return key !== url && keyPattern.test(key) ? key : null;
}

/** Public URL of a stored file: site-relative, so it survives a change of domain. */
export function mediaUrl(key: string) {
  return `/media/${key}`;
}

/**
 * Stores an upload under a name the server makes. Images are re-encoded to WebP (which also drops
 * EXIF data such as a phone's GPS position); PDFs are kept byte for byte. Anything else is refused.
 */
export async function storeUpload(bytes: Uint8Array, options: { folder: string; accept: FileKind[] }): Promise<StoredFile> {
  if (!folderPattern.test(options.folder)) throw new Error(`bad storage folder ${options.folder}`);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRejectedError('File is larger than 10 MB.');
  const kind = detectFileKind(bytes);
  if (!kind || !options.accept.includes(kind)) throw new UploadRejectedError('File type is not allowed.');
  let body: Buffer;
  let ext: 'webp' | 'pdf';
  if (kind === 'pdf') {
    body = Buffer.from(bytes);
    ext = 'pdf';
  } else {
    try {
      const { default: sharp } = await import('sharp');
      body = await sharp(bytes, { limitInputPixels: 60_000_000 })
        .rotate()
        .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new UploadRejectedError('The image could not be read.');
    }
    ext = 'webp';
  }
  const key = `${options.folder}/${crypto.randomUUID()}.${ext}`;
  await store().put(key, body, contentTypeOf(key));
  return { key, url: mediaUrl(key), kind, bytes: body.byteLength };
}

export const contentTypeOf = (key: string) => (key.endsWith('.pdf') ? contentTypes.pdf : contentTypes.webp);

/** Writes bytes the server produced itself (seed images) under a chosen, validated key. */
export async function writeKey(key: string, body: Buffer): Promise<string> {
  if (!keyPattern.test(key)) throw new Error(`bad storage key ${key}`);
  await store().put(key, body, contentTypeOf(key));
  return mediaUrl(key);
}

/** Stores a resized copy made by the server. */
export async function writeVariant(key: string, width: number, body: Buffer, format: VariantFormat = 'webp'): Promise<void> {
  if (!keyPattern.test(key)) throw new Error(`bad storage key ${key}`);
  await store().put(variantKey(key, width, format), body, format === 'webp' ? contentTypes.webp : 'image/avif');
}

/** Folders whose files are seen as their record allows: a review's photos only while it is published. */
const REVIEW_FOLDER = 'reviews';

export type ResolvedKey = { key: string; contentType: string; isPrivate: boolean; isReviewPhoto: boolean };

/** Checks a key from a URL; null when it cannot name a stored file. */
export function resolveKey(key: string): ResolvedKey | null {
  if (!keyPattern.test(key)) return null;
  const folder = key.slice(0, key.indexOf('/'));
  return { key, contentType: contentTypeOf(key), isPrivate: PRIVATE_FOLDERS.has(folder), isReviewPhoto: folder === REVIEW_FOLDER };
}
