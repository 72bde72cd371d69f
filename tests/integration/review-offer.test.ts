import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { actor, cartEnquiry, customOrder, GOOD, load, lookInquiry, moveTo, post, product, shopper } from './review-harness.ts';

setupTestDatabase();

describe("the product page's offer to review, kept per shopper", () => {
  /** What the product page offers her: 'write', 'edit' or nothing. */
  async function offer(productId: string, userId: string) {
    const { productReviewsBlock } = await load();
    return (await productReviewsBlock(productId, userId)).own;
  }

  it('follows every status the shop sets at once, for her alone, and turns to edit once she wrote', async () => {
    const meera = await shopper();
    const asha = await shopper('Asha Rao');
    const saree = await product('RV-OFFER-SAREE');
    const ref = await cartEnquiry(meera.id, saree);
    await cartEnquiry(asha.id, 'RV-OFFER-OTHER');

    expect(await offer(saree, meera.id)).toBeNull(); // pending, and now kept
    await moveTo(ref, 'received');
    expect(await offer(saree, meera.id)).toBe('write');
    expect(await offer(saree, asha.id)).toBeNull();
    await moveTo(ref, 'in_progress');
    expect(await offer(saree, meera.id)).toBeNull();
    await moveTo(ref, 'shipped');
    expect(await offer(saree, meera.id)).toBe('write');

    expect((await post(saree, meera.id, GOOD)).init.status).toBe(200);
    expect(await offer(saree, meera.id)).toBe('edit');
    expect(await offer(saree, asha.id)).toBeNull();
  });

  it('agrees with the review form for carts, inquiries and custom orders, whatever else she has', async () => {
    const { db, schema, reviewStanding } = await load();
    const meera = await shopper();
    const [saree, lehenga, kurta, stole] = await Promise.all(
      ['RV-OFFER-1', 'RV-OFFER-2', 'RV-OFFER-3', 'RV-OFFER-4'].map((id) => product(id)),
    );
    // A cart with two pieces, delivered; a Create Your Look inquiry and a custom order, delivered.
    const [cart] = await db()
      .insert(schema.userEnquiries)
      .values({
        userId: meera.id,
        customerName: 'Meera',
        items: [
          { sku: saree, name: 'Piece one', price: 4999, quantity: 1 },
          { sku: kurta, name: 'Piece two', price: 2999, quantity: 1 },
        ],
      })
      .returning();
    await moveTo({ kind: 'cart', id: cart.id }, 'received');
    const inquiry = await lookInquiry(meera.id, lehenga);
    expect(await offer(lehenga, meera.id)).toBeNull(); // received on arrival, not moved by the shop
    await moveTo(inquiry, 'shipped');
    const custom = await customOrder(meera.id, stole);
    await moveTo(custom, 'shipped');

    for (const id of [saree, lehenga, kurta, stole, 'RV-OFFER-NONE']) {
      const standing = await reviewStanding(meera.id, id);
      expect(await offer(id, meera.id), id).toBe(standing.own ? 'edit' : standing.qualifying ? 'write' : null);
    }
    expect(await offer(kurta, meera.id)).toBe('write');
    expect(await offer('RV-OFFER-NONE', meera.id)).toBeNull();
  });

  it('forgets a delivered piece once a quote moves the enquiry on', async () => {
    const { sendQuote } = await import('../../app/server/data/quotes.server.ts');
    const { quoteFormSchema } = await import('../../app/lib/schemas/quote.ts');
    const { indiaDay } = await import('../../app/lib/dates.ts');
    const meera = await shopper();
    const saree = await product('RV-OFFER-QUOTED');
    const ref = await cartEnquiry(meera.id, saree);
    await moveTo(ref, 'shipped');
    expect(await offer(saree, meera.id)).toBe('write');
    const input = quoteFormSchema.parse({
      items: [{ label: 'Silk Saree', amount: '4,999' }],
      stitching: '',
      discount: '',
      shipping: 'express',
      validUntil: indiaDay(7),
      message: '',
    });
    expect((await sendQuote(actor, ref, input)).ok).toBe(true);
    expect(await offer(saree, meera.id)).toBeNull();
  });
});
