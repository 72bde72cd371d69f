import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser, signIn } from './auth-helpers.ts';
import { actor, cartEnquiry, GOOD, load, moveTo, PNG, post, product, shopper } from './review-harness.ts';

// A review's photo follows its review: public (briefly cached) while the review is published, and
// 404 to the public once it is hidden, replaced by the shopper's edit, or gone.

setupTestDatabase();

let base = '';
let server: http.Server;
beforeAll(async () => {
  const { serveMedia } = await import('../../server/media.ts');
  const app = express();
  app.get('/media/*key', serveMedia);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (url: string, init: RequestInit = {}) => {
  const answer = await fetch(`${base}${url}`, init);
  await answer.arrayBuffer();
  return { status: answer.status, cache: answer.headers.get('cache-control') };
};

describe('review photos', () => {
  it('are public only while the review is published; hidden, replaced or deleted answer 404', async () => {
    const { db, schema, moderateReview, issueReviewToken } = await load();
    const meera = await shopper();
    const saree = await product('RV-PHOTO-SAREE');
    await moveTo(await cartEnquiry(meera.id, saree), 'shipped');
    expect((await post(saree, meera.id, GOOD, [PNG])).init.status).toBe(200);
    const review = () => db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, meera.id));
    const [written] = await review();
    const [photo] = written.photos;
    const hers = `${photo}?w=160&t=${issueReviewToken(meera.id)}`;

    // Waiting for the owner: the public sees nothing; she (through her link) and the owner do, never cached.
    expect(await get(photo)).toEqual({ status: 404, cache: 'no-store' });
    expect(await get(hers)).toEqual({ status: 200, cache: 'private, no-store' });
    await makeUser('owner-photos@example.in', 'first-password-1', 'admin');
    const owner = await signIn('owner-photos@example.in');
    expect(await get(photo, { headers: { cookie: owner } })).toEqual({ status: 200, cache: 'private, no-store' });

    await moderateReview(actor, { intent: 'publish', id: written.id });
    expect(await get(photo)).toEqual({ status: 200, cache: 'public, max-age=300' });
    expect(await get(`${photo}?w=320`)).toEqual({ status: 200, cache: 'public, max-age=300' });

    await moderateReview(actor, { intent: 'hide', id: written.id, reason: 'A stranger is in the photo' });
    expect(await get(photo)).toEqual({ status: 404, cache: 'no-store' });
    expect(await get(`${photo}?w=320`)).toEqual({ status: 404, cache: 'no-store' });
    expect(await get(hers)).toEqual({ status: 200, cache: 'private, no-store' });

    // Her edit with a new photo in place of the old one: the old one is nobody's any more.
    expect((await post(saree, meera.id, GOOD, [PNG])).init.status).toBe(200);
    const [edited] = await review();
    expect(edited.photos).toHaveLength(1);
    expect(edited.photos[0]).not.toBe(photo);
    await moderateReview(actor, { intent: 'publish', id: written.id });
    expect(await get(edited.photos[0])).toEqual({ status: 200, cache: 'public, max-age=300' });
    expect(await get(photo)).toEqual({ status: 404, cache: 'no-store' });
    expect(await get(hers)).toEqual({ status: 404, cache: 'no-store' });

    // Her account deleted: its reviews go, and their photos with them.
    await db().delete(schema.user).where(eq(schema.user.id, meera.id));
    expect(await get(edited.photos[0])).toEqual({ status: 404, cache: 'no-store' });
  });
});
