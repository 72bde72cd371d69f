import type { Readable } from 'node:stream';

/** A stored object as read back: its bytes as a stream plus what HTTP caching needs. */
export type StoredObject = { body: Readable; size: number; etag: string; lastModified: Date };

/**
 * Where the shop's files live. Keys are validated by the storage module before they reach a back
 * end ("products/<uuid>.webp", "cache/400/products/<uuid>.webp"), so back ends never see `..`.
 * Writes are all-or-nothing: a reader sees the whole object or none.
 */
export interface StorageBackend {
  readonly name: 'local' | 's3';
  /** A stream is sent as it is read (a backup archive); a multipart upload for large ones on S3. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under a prefix (for copying and clean-up), in no particular order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}
