import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

process.env.SEED_IMAGE_CACHE = path.resolve('node_modules/.cache/seed-images');
setupTestDatabase();

describe('database and demo data', () => {
  it('applies every migration to an empty database, with typo-tolerant search available', async () => {
    const { db } = await import('../../app/server/platform/db.server.ts');
    const tables = (await db().execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
      rows: { table_name: string }[];
    };
    const names = tables.rows.map((r) => r.table_name);
    for (const t of [
      'products',
      'wishlisted_items',
      'profiles',
      'user_enquiries',
      'inquiries',
      'custom_orders',
      'banner_images',
      'testimonials',
      'user_sessions',
      'page_views',
      'funnel_events',
      'newsletter_subscribers',
      'offers',
      'user',
      'session',
      'account',
      'verification',
      'rate_limit',
      'audit_log',
    ]) {
      expect(names).toContain(t);
    }
    const similarity = (await db().execute(sql`select word_similarity('lehnga', 'banarasi silk lehenga') as s`)) as unknown as {
      rows: { s: number }[];
    };
    expect(Number(similarity.rows[0].s)).toBeGreaterThan(0.4);
  });

  it('seeds a believable catalogue, and seeding twice duplicates nothing', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { seedDemoData } = await import('../../db/seed/run-seed.ts');
    await seedDemoData();
    const counts = async () => ({
      products: (await db().select({ n: count() }).from(schema.products))[0].n,
      banners: (await db().select({ n: count() }).from(schema.bannerImages))[0].n,
      testimonials: (await db().select({ n: count() }).from(schema.testimonials))[0].n,
      enquiries: (await db().select({ n: count() }).from(schema.userEnquiries))[0].n,
      users: (await db().select({ n: count() }).from(schema.user))[0].n,
    });
    const first = await counts();
    expect(first.products).toBeGreaterThanOrEqual(36);
    expect(first.testimonials).toBe(5);
    expect(first.enquiries).toBe(5);
    await seedDemoData();
    expect(await counts()).toEqual(first);

    const products = await db().select().from(schema.products);
    const categories = new Set(products.map((p) => p.category));
    expect([...categories].sort()).toEqual(['co-ords', 'dresses', 'fusion', 'kurtas', 'lehengas', 'sarees']);
    const prices = products.map((p) => p.price);
    expect(Math.min(...prices)).toBeLessThanOrEqual(999);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(40000);
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
    }
    const unpublished = (await db().select().from(schema.testimonials)).filter((t) => !t.isPublished);
    expect(unpublished).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('rejects a bad PORT and DATABASE_URL with one clear line each', async () => {
    const { parseEnv } = await import('../../app/server/platform/env.server.ts');
    const result = parseEnv({ PORT: '99999', DATABASE_URL: 'mysql://x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'PORT: must be 1-65535 (got "99999")',
      'DATABASE_URL: must start with postgres:// (leave it unset for the embedded database) (got "mysql://x")',
    ]);
    const words = parseEnv({ PORT: 'abc' });
    expect(words.ok).toBe(false);
    if (!words.ok) expect(words.errors[0]).toMatch(/^PORT: must be a port number/);
  });

  it('asks for AUTH_SECRET with DATABASE_URL, and for S3_BUCKET with the other S3 settings', async () => {
    const { parseEnv } = await import('../../app/server/platform/env.server.ts');
    const shared = parseEnv({ DATABASE_URL: 'postgres://shop@db/shop' });
    expect(shared).toEqual({
      ok: false,
      errors: ['AUTH_SECRET: must be set when DATABASE_URL is (every server of the shop signs sessions with the same secret) (got "")'],
    });
    const noBucket = parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(noBucket.ok ? [] : noBucket.errors).toEqual([
      'S3_ENDPOINT: needs S3_BUCKET as well (S3_BUCKET selects S3 storage) (got "http://127.0.0.1:9000")',
    ]);
    const badBucket = parseEnv({ S3_BUCKET: 'My_Bucket' });
    expect(badBucket.ok ? [] : badBucket.errors[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    const s3 = parseEnv({
      S3_BUCKET: 'shop-uploads',
      S3_FORCE_PATH_STYLE: '1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(s3.ok && { region: s3.env.S3_REGION, pathStyle: s3.env.S3_FORCE_PATH_STYLE }).toEqual({ region: 'auto', pathStyle: true });
  });

  it('accepts the defaults', async () => {
    const { parseEnv } = await import('../../app/server/platform/env.server.ts');
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.env.PORT).toBe(3000);
      expect(result.env.DATABASE_URL).toBeUndefined();
    }
  });
});
