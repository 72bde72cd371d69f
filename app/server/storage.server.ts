import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../lib/constants.ts';
import { getEnv } from './env.server.ts';
import { contentTypes, detectFileKind, type FileKind } from './file-type.server.ts';

export class UploadRejectedError extends Error {}

export type StoredFile = { key: string; url: string; kind: FileKind; bytes: number };

const folderPattern = /^[a-z0-9-]+$/;
const keyPattern = /^[a-z0-9-]+\/[a-z0-9-]+\.(webp|pdf)$/;

export function storageRoot() {
  return path.join(getEnv().dataDir, 'uploads');
}

/** Public URL of a stored file: site-relative, so it survives a change of domain. */
export function mediaUrl(key: string) {
  return `/media/${key}`;
}

/**
 * Stores an upload under a name the server makes. Images are re-encoded to WebP (which also drops
 * EXIF data such as a phone's GPS position); PDFs are kept byte for byte. Anything else is refused.
 */
export async function storeUpload(
  bytes: Uint8Array,
  options: { folder: string; accept: FileKind[] },
): Promise<StoredFile> {
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
  await writeKey(key, body);
  return { key, url: mediaUrl(key), kind, bytes: body.byteLength };
}

/** Writes bytes the server produced itself (seed images) under a chosen, validated key. */
export async function writeKey(key: string, body: Buffer): Promise<string> {
  if (!keyPattern.test(key)) throw new Error(`bad storage key ${key}`);
  const file = path.join(storageRoot(), key);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, body);
  return mediaUrl(key);
}

export function resolveKey(key: string): { file: string; contentType: string } | null {
  if (!keyPattern.test(key)) return null;
  const file = path.join(storageRoot(), key);
  return { file, contentType: key.endsWith('.pdf') ? contentTypes.pdf : contentTypes.webp };
}
