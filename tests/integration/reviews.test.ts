import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { actor, cartEnquiry, customOrder, GOOD, load, lookInquiry, moveTo, PNG, post, product, shopper } from './review-harness.ts';

setupTestDatabase();

describe('who may review', () => {
  it('only the shopper whose own enquiry with the product the shop moved to shipped or received', async () => {
    const { qualifyingEnquiries } = await load();
    const meera = await shopper();
    const other = await shopper('Asha Rao');
    const saree = await product('RV-SAREE');
    const kurta = await product('RV-KURTA');
    const ref = await cartEnquiry(meera.id, saree);

    expect(await qualifyingEnquiries(meera.id, saree)).toEqual([]); // still pending
    await moveTo(ref, 'in_progress');
    expect(await qualifyingEnquiries(meera.id, saree)).toEqual([]);
    await moveTo(ref, 'shipped');
    expect(await qualifyingEnquiries(meera.id, saree)).toEqual([{ kind: 'cart', id: ref.id, madeToMeasure: false }]);
    await moveTo(ref, 'received');
    expect((await qualifyingEnquiries(meera.id, saree)).length).toBe(1);

    expect(await qualifyingEnquiries(meera.id, kurta)).toEqual([]); // not in her enquiry
    expect(await qualifyingEnquiries(other.id, saree)).toEqual([]); // not her enquiry
  });

  it('a Create Your Look inquiry counts only once the shop moved it, though it starts as received', async () => {
    const { qualifyingEnquiries } = await load();
    const meera = await shopper();
    const lehenga = await product('RV-LEHENGA');
    const inquiry = await lookInquiry(meera.id, lehenga);
    expect(await qualifyingEnquiries(meera.id, lehenga)).toEqual([]);
    await moveTo(inquiry, 'shipped');
    expect(await qualifyingEnquiries(meera.id, lehenga)).toEqual([{ ...inquiry, madeToMeasure: false }]);
  });

  it('a custom order asked for from a product page counts once the shop delivered it; a made-up product is not kept', async () => {
    const { qualifyingEnquiries } = await load();
    const meera = await shopper();
    const other = await shopper('Asha Rao');
    const lehenga = await product('RV-CUSTOM-LEHENGA');
    const ref = await customOrder(meera.id, lehenga);
    expect(ref.productId).toBe(lehenga);
    expect((await customOrder(other.id, 'RV-NO-SUCH-PIECE')).productId).toBeNull();

    expect(await qualifyingEnquiries(meera.id, lehenga)).toEqual([]); // pending
    await moveTo(ref, 'in_progress');
    expect(await qualifyingEnquiries(meera.id, lehenga)).toEqual([]);
    await moveTo(ref, 'shipped');
    expect(await qualifyingEnquiries(meera.id, lehenga)).toEqual([{ kind: 'custom', id: ref.id, madeToMeasure: false }]);
    expect(await qualifyingEnquiries(other.id, lehenga)).toEqual([]);

    const answer = await post(lehenga, meera.id, GOOD);
    expect(answer.init.status).toBe(200);
    const { db, schema } = await load();
    const [stored] = await db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, meera.id));
    expect(stored).toMatchObject({ productId: lehenga, enquiryKind: 'custom', enquiryId: ref.id });
  });

  it('refuses a shopper without a qualifying enquiry with 403, and stores nothing', async () => {
    const { db, schema } = await load();
    const asha = await shopper('Asha Rao');
    const saree = await product('RV-SAREE-2');
    const answer = await post(saree, asha.id, GOOD);
    expect(answer.init.status).toBe(403);
    expect(await db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, asha.id))).toEqual([]);
  });

  it('a forged or expired link speaks for nobody', async () => {
    const { issueReviewToken, verifyReviewToken } = await load();
    const token = issueReviewToken('user-1', Date.UTC(2026, 0, 1));
    expect(verifyReviewToken(token, Date.UTC(2026, 0, 14))).toBe('user-1');
    expect(verifyReviewToken(token, Date.UTC(2026, 0, 16))).toBeNull();
    const [id, expires, sig] = token.split('.');
    expect(verifyReviewToken(`${Buffer.from('user-2').toString('base64url')}.${expires}.${sig}`, Date.UTC(2026, 0, 2))).toBeNull();
    expect(verifyReviewToken(`${id}.${Number(expires) + 86_400}.${sig}`, Date.UTC(2026, 0, 2))).toBeNull();
  });
});

describe('writing, moderating and showing', () => {
  it('one review per shopper and product, edits wait again; only published ones count; a removed product hides them', async () => {
    const { db, schema, reviewSummary, reviewPage, moderateReview, reviewFeedXml } = await load();
    const meera = await shopper();
    const saree = await product('RV-SAREE-3');
    await moveTo(await cartEnquiry(meera.id, saree, true), 'shipped');

    const first = await post(saree, meera.id, { ...GOOD, measurementsFit: 'yes' }, [PNG]);
    expect(first.init.status).toBe(200);
    const [stored] = await db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, meera.id));
    expect(stored).toMatchObject({ rating: 5, fit: 'true', measurementsFit: 'yes', status: 'pending', authorName: 'Meera K.' });
    expect(stored.photos).toHaveLength(1);
    expect(stored.photos[0]).toMatch(/^\/media\/reviews\/[0-9a-f-]+\.webp$/);
    expect((await reviewSummary(saree)).count).toBe(0); // not published yet

    expect(await moderateReview(actor, { intent: 'publish', id: stored.id })).toBe(true);
    expect(await moderateReview(actor, { intent: 'reply', id: stored.id, reply: 'Thank you, Meera!' })).toBe(true);
    expect(await reviewSummary(saree)).toEqual({ count: 1, average: 5, withPhotos: 1, fitSummary: 'Most say: true to size' });
    expect((await reviewPage(saree, 'newest', 1))[0]).toMatchObject({ reply: 'Thank you, Meera!', authorName: 'Meera K.' });
    expect(await reviewFeedXml({ publicUrl: 'https://shop.test', shopName: 'Aangan' })).toContain(`<review_id>${stored.id}</review_id>`);

    // Her edit replaces the review (still one row) and takes it off the page until it is read again.
    const edit = await post(saree, meera.id, { ...GOOD, rating: '4', keep: stored.photos[0] });
    expect(edit.init.status).toBe(200);
    const rows = await db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, meera.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, status: 'pending', photos: stored.photos });
    expect((await reviewSummary(saree)).count).toBe(0);

    await moderateReview(actor, { intent: 'publish', id: stored.id });
    await db().update(schema.products).set({ isPublished: false }).where(eq(schema.products.id, saree));
    await (await import('../../app/server/platform/cache-bus.server.ts')).publishChange('catalogue');
    expect((await reviewSummary(saree)).count).toBe(0);
    expect(await reviewFeedXml({ publicUrl: 'https://shop.test', shopName: 'Aangan' })).not.toContain(stored.id);
    expect(await db().select().from(schema.productReviews).where(eq(schema.productReviews.id, stored.id))).toHaveLength(1);
  });

  it('refuses bad text and photos with field errors, keeping what she typed', async () => {
    const meera = await shopper();
    const kurta = await product('RV-KURTA-2');
    await moveTo(await cartEnquiry(meera.id, kurta), 'received');
    const short = await post(kurta, meera.id, { ...GOOD, body: 'Too short.' });
    expect(short.init.status).toBe(400);
    expect(short.data).toMatchObject({ fieldErrors: { body: 'Please write at least 20 characters' }, values: { body: 'Too short.' } });
    const html = await post(kurta, meera.id, GOOD, [Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(html.init.status).toBe(400);
    expect((html.data as { fieldErrors: Record<string, string> }).fieldErrors.photos).toMatch(/Only JPG, PNG, WebP files under 10MB/);
    const four = await post(kurta, meera.id, GOOD, [PNG, PNG, PNG, PNG]);
    expect(four.init.status).toBe(413);
  });

  it('limits each shopper to a few reviews an hour', async () => {
    const { REVIEWS_PER_HOUR } = await load();
    const meera = await shopper();
    const dupatta = await product('RV-DUPATTA');
    await moveTo(await cartEnquiry(meera.id, dupatta), 'shipped');
    for (let i = 0; i < REVIEWS_PER_HOUR; i++) expect((await post(dupatta, meera.id, GOOD)).init.status).toBe(200);
    const refused = await post(dupatta, meera.id, GOOD);
    expect(refused.init.status).toBe(429);
  });
});

describe('stars on cards', () => {
  it('appear from the third published review on', async () => {
    const { db, schema, moderateReview } = await load();
    const { getProduct } = await import('../../app/server/data/catalogue.server.ts');
    const { publishChange } = await import('../../app/server/platform/cache-bus.server.ts');
    const shawl = await product('RV-SHAWL');
    for (const rating of ['5', '4', '4']) {
      const buyer = await shopper();
      await moveTo(await cartEnquiry(buyer.id, shawl), 'shipped');
      expect((await post(shawl, buyer.id, { ...GOOD, rating })).init.status).toBe(200);
      const [row] = await db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, buyer.id));
      await moderateReview(actor, { intent: 'publish', id: row.id });
      publishChange('catalogue');
      const card = await getProduct(shawl);
      if (rating === '5') expect(card?.rating).toBeNull();
    }
    expect((await getProduct(shawl))?.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe('invitations', () => {
  it('mails once, a few days after received, with a link that opens her form', async () => {
    const { db, schema, sendReviewInvitations, verifyReviewToken } = await load();
    const meera = await shopper();
    const saree = await product('RV-SAREE-4');
    const ref = await cartEnquiry(meera.id, saree);
    await moveTo(ref, 'received');
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : []);
    const mine = () => mails().filter((m) => m.includes(meera.email));

    expect(await sendReviewInvitations(new Date(Date.now() + 4 * 86_400_000))).toBe(0);
    expect(mine()).toHaveLength(0);
    await sendReviewInvitations(new Date(Date.now() + 5 * 86_400_000 + 60_000));
    expect(mine()).toHaveLength(1);
    await sendReviewInvitations(new Date(Date.now() + 6 * 86_400_000));
    expect(mine()).toHaveLength(1);

    const text = mine()[0]
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = new RegExp(`/product/${saree}/review\\?t=([A-Za-z0-9._-]+)`).exec(text)?.[1];
    expect(verifyReviewToken(token)).toBe(meera.id);
    expect(await db().select().from(schema.reviewInvitations).where(eq(schema.reviewInvitations.enquiryId, ref.id))).toHaveLength(1);
  });

  it('invites for a received custom order from a product page once, naming that piece; none for one without a product', async () => {
    const { db, schema, sendReviewInvitations, verifyReviewToken } = await load();
    const asha = await shopper('Asha Rao');
    const plain = await shopper('Leela Iyer');
    const lehenga = await product('RV-CUSTOM-LEHENGA-2');
    const ref = await customOrder(asha.id, lehenga);
    const without = await customOrder(plain.id, '');
    await moveTo(ref, 'received');
    await moveTo(without, 'received');
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const mailsTo = (email: string) =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [])
        .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
        .filter((m) => m.includes(email) && m.includes('/review?t='));

    await sendReviewInvitations(new Date(Date.now() + 4 * 86_400_000));
    expect(mailsTo(asha.email)).toHaveLength(0);
    await sendReviewInvitations(new Date(Date.now() + 5 * 86_400_000 + 60_000));
    await sendReviewInvitations(new Date(Date.now() + 7 * 86_400_000));
    expect(mailsTo(asha.email)).toHaveLength(1);
    expect(mailsTo(plain.email)).toHaveLength(0);
    const token = new RegExp(`/product/${lehenga}/review\\?t=([A-Za-z0-9._-]+)`).exec(mailsTo(asha.email)[0])?.[1];
    expect(verifyReviewToken(token)).toBe(asha.id);
    const invited = await db().select().from(schema.reviewInvitations).where(eq(schema.reviewInvitations.enquiryKind, 'custom'));
    expect(invited.map((i) => i.enquiryId)).toEqual([ref.id]);
  });
});
