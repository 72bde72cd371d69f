import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';
import { logger } from '../platform/logger.server.ts';
import { store } from '../storage/storage.server.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Files uploaded for an enquiry that is not sent yet. Without these limits one address could store
 * about 6 GB an hour (10 uploads a minute of 10 MB) that no enquiry ever uses.
 */
// Test servers, where every browser shares one address, raise the per-address share (as FORM_RATE_LIMIT).
const perClientFiles = Number(process.env.PENDING_UPLOADS_PER_CLIENT ?? 20);
export const PENDING_UPLOAD_LIMITS = {
  perClientFiles,
  perClientBytes: Math.max(60, perClientFiles * 3) * 1024 * 1024,
  allBytes: 2 * 1024 * 1024 * 1024,
  keepMs: 24 * HOUR,
};

export type QuotaAnswer = { ok: true } | { ok: false; scope: 'client' | 'shop' };

/** Whether `bytes` more may be kept for this client, counting what is still unattached. */
export async function pendingUploadRoom(clientKey: string, bytes: number): Promise<QuotaAnswer> {
  const p = schema.pendingUploads;
  const since = new Date(Date.now() - PENDING_UPLOAD_LIMITS.keepMs);
  const [mine] = await db()
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${p.bytes}), 0)::bigint` })
    .from(p)
    .where(and(eq(p.clientKey, clientKey), gte(p.createdAt, since)));
  if (Number(mine.files) + 1 > PENDING_UPLOAD_LIMITS.perClientFiles || Number(mine.bytes) + bytes > PENDING_UPLOAD_LIMITS.perClientBytes) {
    return { ok: false, scope: 'client' };
  }
  const [all] = await db().select({ bytes: sql<number>`coalesce(sum(${p.bytes}), 0)::bigint` }).from(p);
  if (Number(all.bytes) + bytes > PENDING_UPLOAD_LIMITS.allBytes) return { ok: false, scope: 'shop' };
  return { ok: true };
}

export async function recordPendingUpload(key: string, clientKey: string, bytes: number): Promise<void> {
  await db().insert(schema.pendingUploads).values({ key, clientKey, bytes });
}

/** The enquiry that uses these files was stored: they are kept for good. */
export async function attachPendingUploads(keys: string[]): Promise<void> {
  if (keys.length) await db().delete(schema.pendingUploads).where(inArray(schema.pendingUploads.key, keys));
}

/**
 * Removes files uploaded more than 24 hours ago for an enquiry that never came, from whichever
 * store is configured. Safe on several servers at once: each row is claimed by one DELETE.
 */
export async function removeExpiredUploads(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - PENDING_UPLOAD_LIMITS.keepMs);
  let removed = 0;
  for (;;) {
    const batch = await db()
      .delete(schema.pendingUploads)
      .where(
        inArray(
          schema.pendingUploads.key,
          db().select({ key: schema.pendingUploads.key }).from(schema.pendingUploads).where(lt(schema.pendingUploads.createdAt, cutoff)).limit(200),
        ),
      )
      .returning({ key: schema.pendingUploads.key });
    for (const { key } of batch) {
      await store()
        .delete(key)
        .then(() => removed++)
        .catch((error) => logger.error({ err: error, key }, 'removing an expired upload failed'));
    }
    if (batch.length < 200) return removed;
  }
}
