import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { startS3TestServer } from '../s3-test-server.ts';
import { makeUser, signIn } from './auth-helpers.ts';

setupTestDatabase();

const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures/files', name));
let base = '';
let server: http.Server;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;

beforeAll(async () => {
  const { serveMedia } = await import('../../server/media.ts');
  const app = express();
  app.get('/media/*key', serveMedia);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  s3 = await startS3TestServer();
});

afterAll(async () => {
  const { useStore } = await import('../../app/server/storage/storage.server.ts');
  useStore(undefined);
  await new Promise((resolve) => server.close(resolve));
  await s3.stop();
});

/** A picture wide enough to be resized (the fixture is a small one). */
const widePicture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5452a' } })
    .png()
    .toBuffer();

async function storeImage() {
  const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
  return storeUpload(new Uint8Array(await widePicture()), { folder: 'products', accept: ['png'] });
}

describe('resized pictures on the local folder', () => {
  it('never serves a variant whose write broke off: the next request makes it whole', async () => {
    const stored = await storeImage();
    const real = fs.promises.writeFile;
    // The disk fills halfway through writing the resized copy.
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementationOnce(async (file, data) => {
      const bytes = data as Buffer;
      await real(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    const first = await fetch(`${base}${stored.url}?w=320`);
    expect(first.status).toBe(200);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();

    const second = await fetch(`${base}${stored.url}?w=320`);
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const picture = await sharp(Buffer.from(await second.arrayBuffer())).metadata();
    expect(picture.width).toBe(320);
    const leftovers = fs.readdirSync(path.join(process.env.DATA_DIR!, 'cache', '320', 'products'));
    expect(leftovers.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('answers many requests for a new size at once with whole pictures only', async () => {
    const stored = await storeImage();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${base}${stored.url}?w=640`).then(async (r) => Buffer.from(await r.arrayBuffer()))),
    );
    for (const body of answers) expect((await sharp(body).metadata()).width).toBe(640);
  });
});

/** A picture with gradients and soft shapes, like a product photograph (a flat colour is smaller in WebP). */
const photoLike = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><radialGradient id="g" cx="30%" cy="40%" r="80%"><stop offset="0" stop-color="#e7c98f"/><stop offset="0.5" stop-color="#b5452a"/><stop offset="1" stop-color="#2b0d12"/></radialGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="800" cy="300" r="180" fill="#f3e8da" opacity="0.6"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('AVIF for browsers that take it', () => {
  it('serves WebP at first, then the smaller AVIF copy made meanwhile; other browsers keep WebP', async () => {
    const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const stored = await storeUpload(new Uint8Array(await photoLike()), { folder: 'products', accept: ['png'] });
    const accept = 'image/avif,image/webp,image/*,*/*;q=0.8';
    const first = await fetch(`${base}${stored.url}?w=320`, { headers: { accept } });
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('vary')).toBe('Accept');
    const webp = Buffer.from(await first.arrayBuffer());

    await expect
      .poll(async () => (await fetch(`${base}${stored.url}?w=320`, { headers: { accept } })).headers.get('content-type'), {
        timeout: 30_000,
      })
      .toBe('image/avif');
    const avif = Buffer.from(await (await fetch(`${base}${stored.url}?w=320`, { headers: { accept } })).arrayBuffer());
    const picture = await sharp(avif).metadata();
    expect([picture.format, picture.width]).toEqual(['heif', 320]);
    expect(avif.length).toBeLessThan(webp.length);

    const plain = await fetch(`${base}${stored.url}?w=320`, { headers: { accept: 'image/webp,*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/webp');
    expect(plain.headers.get('vary')).toBe('Accept');
  });
});

describe('a shopper who leaves before her picture is sent', () => {
  it('leaves no file open on the server', async () => {
    const { storeUpload, store } = await import('../../app/server/storage/storage.server.ts');
    const stored = await storeUpload(new Uint8Array(fixture('measurements.pdf')), { folder: 'products', accept: ['pdf'] });
    const backend = store();
    const realGet = backend.get.bind(backend);
    let left!: () => void;
    const hasLeft = new Promise<void>((resolve) => (left = resolve));
    const opened: Awaited<ReturnType<typeof realGet>>[] = [];
    // The file is opened once she has gone: the shop finds the connection closed when it starts sending.
    const spy = vi.spyOn(backend, 'get').mockImplementation(async (key) => {
      await hasLeft;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const object = await realGet(key);
      opened.push(object);
      return object;
    });
    const request = http.get(`${base}${stored.url}`);
    request.on('error', () => {});
    await new Promise((resolve) => request.once('socket', (socket) => socket.once('connect', resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.destroy();
    left();
    await expect.poll(() => opened.length).toBe(1);
    await expect.poll(() => opened[0]?.body.closed).toBe(true);
    spy.mockRestore();
  });
});

describe('private files', () => {
  it('shows an enquiry reference file to the admin only, never cached', async () => {
    const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const stored = await storeUpload(new Uint8Array(fixture('measurements.pdf')), { folder: 'inquiries', accept: ['pdf'] });
    expect((await fetch(`${base}${stored.url}`)).status).toBe(404);
    await makeUser('shopper-media@example.in');
    const shopper = await signIn('shopper-media@example.in');
    expect((await fetch(`${base}${stored.url}`, { headers: { cookie: shopper } })).status).toBe(404);
    await makeUser('owner-media@example.in', 'first-password-1', 'admin');
    const admin = await signIn('owner-media@example.in');
    const answer = await fetch(`${base}${stored.url}`, { headers: { cookie: admin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await answer.arrayBuffer()).equals(fixture('measurements.pdf'))).toBe(true);
  });
});

describe('S3-compatible storage', () => {
  it('stores, streams, resizes and removes through the bucket, writing nothing under the data folder', async () => {
    const { useStore, storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const { s3Backend } = await import('../../app/server/storage/s3.server.ts');
    const bucket = s3Backend(s3.settings);
    useStore(bucket);
    const before = fs.readdirSync(process.env.DATA_DIR!).sort();
    try {
      const picture = await storeUpload(new Uint8Array(await widePicture()), { folder: 'products', accept: ['png'] });
      const whole = await fetch(`${base}${picture.url}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(whole.headers.get('content-length'))).toBe(picture.bytes);
      const etag = whole.headers.get('etag')!;
      expect((await fetch(`${base}${picture.url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

      const small = await fetch(`${base}${picture.url}?w=320`);
      expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
      expect(await bucket.exists(`cache/320/${picture.key}`)).toBe(true);

      // A file over lib-storage's 5 MB part size goes up in parts and comes back byte for byte.
      const large = Buffer.alloc(7 * 1024 * 1024, 7);
      await bucket.put('uploads/large-test.pdf', large, 'application/pdf');
      const back = await bucket.get('uploads/large-test.pdf');
      const chunks: Buffer[] = [];
      for await (const c of back!.body) chunks.push(Buffer.from(c as Uint8Array));
      expect(Buffer.concat(chunks).equals(large)).toBe(true);

      await bucket.delete(picture.key);
      expect((await fetch(`${base}${picture.url}`)).status).toBe(404);
      expect(fs.readdirSync(process.env.DATA_DIR!).sort()).toEqual(before);
      expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'uploads', 'products', path.basename(picture.key)))).toBe(false);
    } finally {
      useStore(undefined);
    }
  });
});

describe('storage:copy', () => {
  it('copies the uploads of the folder to the bucket under the same keys, and a second run copies nothing', async () => {
    const { s3Backend } = await import('../../app/server/storage/s3.server.ts');
    const { copyUploadsToBucket } = await import('../../app/server/storage/copy.server.ts');
    const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const picture = await storeImage();
    const pdf = await storeUpload(new Uint8Array(fixture('measurements.pdf')), { folder: 'inquiries', accept: ['pdf'] });
    const bucket = s3Backend({ ...s3.settings, bucket: 'copy-target' });
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    await new S3Client({
      region: 'us-east-1',
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: 'copy-target' }));

    const first = await copyUploadsToBucket(undefined, bucket);
    expect(first.copied).toBeGreaterThanOrEqual(2);
    expect(await bucket.exists(picture.key)).toBe(true);
    const back = await bucket.get(pdf.key);
    const chunks: Buffer[] = [];
    for await (const c of back!.body) chunks.push(Buffer.from(c as Uint8Array));
    expect(Buffer.concat(chunks).equals(fixture('measurements.pdf'))).toBe(true);
    expect(await bucket.exists(`cache/320/${picture.key}`)).toBe(false);

    const second = await copyUploadsToBucket(undefined, bucket);
    expect(second).toEqual({ copied: 0, skipped: first.copied });
  });
});

describe('S3_PUBLIC_URL', () => {
  it('sends browsers to the public copy of a picture (made first for a width), never for private files', async () => {
    const { getEnv } = await import('../../app/server/platform/env.server.ts');
    const { store, storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const env = getEnv();
    const picture = await storeImage();
    const pdf = await storeUpload(new Uint8Array(fixture('measurements.pdf')), { folder: 'inquiries', accept: ['pdf'] });
    env.S3_PUBLIC_URL = 'https://cdn.example.in/shop/';
    try {
      const whole = await fetch(`${base}${picture.url}`, { redirect: 'manual' });
      expect([whole.status, whole.headers.get('location')]).toEqual([301, `https://cdn.example.in/shop/${picture.key}`]);
      const small = await fetch(`${base}${picture.url}?w=320`, { redirect: 'manual' });
      expect([small.status, small.headers.get('location')]).toEqual([301, `https://cdn.example.in/shop/cache/320/${picture.key}`]);
      expect(await store().exists(`cache/320/${picture.key}`)).toBe(true);
      await makeUser('cdn-owner@example.in', 'first-password-1', 'admin');
      const admin = await signIn('cdn-owner@example.in');
      const file = await fetch(`${base}${pdf.url}`, { headers: { cookie: admin }, redirect: 'manual' });
      expect([file.status, file.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    } finally {
      env.S3_PUBLIC_URL = undefined;
    }
  });
});
