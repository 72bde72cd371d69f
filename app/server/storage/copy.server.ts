import path from 'node:path';
import { getEnv } from '../platform/env.server.ts';
import { localBackend } from './local.server.ts';
import { s3Backend, s3SettingsOf } from './s3.server.ts';
import { contentTypeOf } from './storage.server.ts';
import type { StorageBackend } from './backend.server.ts';

/**
 * Copies every upload from the data folder to the bucket under the same key, so stored links keep
 * working. A key already in the bucket with the same size is skipped: running it twice copies
 * nothing more. Resized copies are not copied; the server makes them again when first asked.
 */
export async function copyUploadsToBucket(
  say: (line: string) => void = () => {},
  target?: StorageBackend,
): Promise<{ copied: number; skipped: number }> {
  const env = getEnv();
  const from = localBackend(path.join(env.dataDir, 'uploads'), path.join(env.dataDir, 'cache'));
  const to = target ?? s3Backend(s3SettingsOf(env));
  const there = new Map<string, number>();
  for await (const item of to.list()) there.set(item.key, item.size);
  let copied = 0;
  let skipped = 0;
  for await (const item of from.list()) {
    if (item.key.startsWith('cache/')) continue;
    if (there.get(item.key) === item.size) {
      skipped++;
      continue;
    }
    const object = await from.get(item.key);
    if (!object) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    await to.put(item.key, Buffer.concat(chunks), contentTypeOf(item.key));
    copied++;
    if (copied % 100 === 0) say(`${copied} copied…`);
  }
  return { copied, skipped };
}
