import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { startS3TestServer } from '../s3-test-server.ts';

setupTestDatabase();

const png = fs.readFileSync(path.resolve('tests/fixtures/files/reference-look.png'));
const uploadRequest = () => {
  const body = new FormData();
  body.append('purpose', 'inquiry');
  body.append('file', new File([new Uint8Array(png)], 'look.png', { type: 'image/png' }));
  return new Request('http://localhost/api/upload', { method: 'POST', body });
};
const inquiryWith = (urls: string[]) => {
  const body = new FormData();
  for (const [k, v] of Object.entries({ full_name: 'Ananya Rao', phone: '+91 98765 12345', preferred_style: 'Saree', source: 'home' }))
    body.append(k, v);
  for (const url of urls) body.append('reference_image_urls', url);
  return new Request('http://localhost/inquiry', { method: 'POST', body });
};

async function upload(client: string) {
  const { handleUpload } = await import('../../app/server/actions/enquiry-forms.server.ts');
  return handleUpload(uploadRequest(), client);
}

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
beforeAll(async () => {
  s3 = await startS3TestServer('quota-test');
});
afterAll(async () => {
  const { useStore } = await import('../../app/server/storage/storage.server.ts');
  useStore(undefined);
  await s3.stop();
});

describe('quotas for uploads no enquiry uses yet', () => {
  it('refuses an address past its share with a clear message, while other visitors still upload', async () => {
    const { PENDING_UPLOAD_LIMITS } = await import('../../app/server/data/pending-uploads.server.ts');
    const saved = { ...PENDING_UPLOAD_LIMITS };
    PENDING_UPLOAD_LIMITS.perClientFiles = 3;
    try {
      for (let i = 0; i < 3; i++) expect((await upload('203.0.113.1')).ok).toBe(true);
      expect(await upload('203.0.113.1')).toEqual({
        ok: false,
        status: 429,
        error: 'You have uploaded many files that are not part of an enquiry yet. Please send your enquiry, or try again tomorrow.',
      });
      expect((await upload('203.0.113.2')).ok).toBe(true);
    } finally {
      Object.assign(PENDING_UPLOAD_LIMITS, saved);
    }
  });

  it('stops every upload when all unattached files together reach the shop-wide limit', async () => {
    const { PENDING_UPLOAD_LIMITS } = await import('../../app/server/data/pending-uploads.server.ts');
    const { db } = await import('../../app/server/platform/db.server.ts');
    const saved = { ...PENDING_UPLOAD_LIMITS };
    const [{ total }] = (await db().execute(sql`select coalesce(sum(bytes), 0)::int as total from pending_uploads`)).rows as {
      total: number;
    }[];
    PENDING_UPLOAD_LIMITS.allBytes = Number(total) + 10;
    try {
      expect(await upload('203.0.113.77')).toMatchObject({
        ok: false,
        status: 503,
        error: expect.stringMatching(/^Uploads are paused for a while/),
      });
    } finally {
      Object.assign(PENDING_UPLOAD_LIMITS, saved);
    }
  });
});

describe.each(['local folder', 'S3 bucket'])('clean-up of unused uploads (%s)', (backEnd) => {
  it('removes files no enquiry used after 24 hours and keeps those an enquiry uses', async () => {
    const { useStore, store, keyOfMediaUrl } = await import('../../app/server/storage/storage.server.ts');
    const { s3Backend } = await import('../../app/server/storage/s3.server.ts');
    const { handleInquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const { housekeepOnce } = await import('../../server/housekeeping.ts');
    const { db } = await import('../../app/server/platform/db.server.ts');
    useStore(backEnd === 'S3 bucket' ? s3Backend(s3.settings) : undefined);
    try {
      const used = await upload('198.51.100.5');
      const unused = await upload('198.51.100.5');
      const recent = await upload('198.51.100.5');
      if (!used.ok || !unused.ok || !recent.ok) throw new Error('upload failed');
      expect((await handleInquiry(inquiryWith([used.url]), null)).ok).toBe(true);
      const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
      await db().execute(
        sql`update pending_uploads set created_at = ${yesterday} where key in (${keyOfMediaUrl(unused.url)}, ${keyOfMediaUrl(used.url)})`,
      );

      await housekeepOnce();

      expect(await store().exists(keyOfMediaUrl(unused.url)!)).toBe(false);
      expect(await store().exists(keyOfMediaUrl(used.url)!)).toBe(true);
      expect(await store().exists(keyOfMediaUrl(recent.url)!)).toBe(true);
      const rows = (
        await db().execute(sql`select key from pending_uploads where key in (${keyOfMediaUrl(unused.url)}, ${keyOfMediaUrl(used.url)})`)
      ).rows;
      expect(rows).toEqual([]);
    } finally {
      useStore(undefined);
    }
  });
});
