import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

const actor = { id: 'admin-3', email: 'owner@test.shop' };

async function load() {
  const data = await import('../../app/server/data/admin-enquiries.server.ts');
  const actions = await import('../../app/server/actions/inbox-actions.server.ts');
  const { enquiryUpdateSchema } = await import('../../app/lib/schemas/admin-content.ts');
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  return { ...data, ...actions, enquiryUpdateSchema, db, schema };
}

async function seedInbox() {
  const { db, schema } = await load();
  const [cart] = await db()
    .insert(schema.userEnquiries)
    .values({
      customerName: 'Priya Sharma',
      items: [
        { sku: 'SKU1', name: 'Silk Saree', price: 4999, selectedSize: 'M', quantity: 1 },
        { sku: 'SKU2', name: 'Kurta', price: 1499 },
      ],
      submittedAt: new Date('2026-01-03'),
    })
    .returning();
  const [custom] = await db()
    .insert(schema.userEnquiries)
    .values({ customerName: null, items: { request: 'Matching outfits' }, status: 'received', submittedAt: new Date('2026-01-01') })
    .returning();
  await db()
    .insert(schema.inquiries)
    .values({
      inquiryId: 'INQ1767000000000',
      customerName: 'Meher Kaur',
      customerEmail: 'meher@example.com',
      phone: '9876543210',
      shippingAddress: 'Pune',
      notes: JSON.stringify({
        occasion: 'bridal',
        preferred_style: ['Lehenga', 'Saree'],
        budget_range: '15-40k',
        notes: '<script>x</script>',
        reference_image_urls: ['/media/inquiries/a.webp', 'javascript:alert(1)'],
      }),
      createdAt: new Date('2026-01-04'),
    });
  const [order] = await db()
    .insert(schema.customOrders)
    .values({
      name: 'Sana Qureshi',
      phone: '9123456780',
      designInterest: 'lehengas',
      customizationNotes: 'Pastel',
      imagesCount: 1,
      imageLink: '/media/custom-orders/b.webp',
      createdAt: new Date('2026-01-02'),
    })
    .returning();
  return { cart, custom, order };
}

describe('enquiry inbox', () => {
  it('lists all three kinds newest first with the fields the cards and detail view need', async () => {
    const { listInbox } = await load();
    const { cart, custom, order } = await seedInbox();
    const all = await listInbox();
    expect(all.map((e) => `${e.kind}:${e.customerName}`)).toEqual([
      'inquiry:Meher Kaur',
      'cart:Priya Sharma',
      'custom:Sana Qureshi',
      'cart:null',
    ]);
    const inquiry = all[0];
    expect(inquiry).toMatchObject({
      id: 'INQ1767000000000',
      status: 'received',
      itemCount: null,
      phone: '+91 98765 43210',
      email: 'meher@example.com',
      referenceImages: ['/media/inquiries/a.webp'],
    });
    expect(inquiry.details).toEqual(
      expect.arrayContaining([
        { label: 'City', value: 'Pune' },
        { label: 'Preferred styles', value: 'Lehenga, Saree' },
        { label: 'Customer notes', value: '<script>x</script>' },
      ]),
    );
    expect(all[1]).toMatchObject({ id: cart.id, itemCount: 2, status: 'pending' });
    expect(all[1].items[0]).toEqual({ sku: 'SKU1', name: 'Silk Saree', price: 4999, size: 'M', quantity: 1 });
    expect(all[2]).toMatchObject({ id: order.id, kind: 'custom', referenceImages: ['/media/custom-orders/b.webp'] });
    expect(all[3]).toMatchObject({ id: custom.id, itemCount: null, details: [{ label: 'request', value: 'Matching outfits' }] });
  });

  it('searches name or id in any case, with status and kind filters', async () => {
    const { listInbox } = await load();
    const names = async (f: Parameters<typeof listInbox>[0]) => (await listInbox(f)).map((e) => e.customerName);
    expect(await names({ q: 'PRIYA' })).toEqual(['Priya Sharma']);
    expect(await names({ q: 'inq1767' })).toEqual(['Meher Kaur']);
    const [cart] = await listInbox({ kind: 'cart', q: 'priya' });
    expect(await names({ q: cart.id.slice(0, 8).toUpperCase() })).toEqual(['Priya Sharma']);
    // The reference as the inbox and the mails show it, with its '#'.
    expect(await names({ q: `#${cart.id.slice(0, 8)}` })).toEqual(['Priya Sharma']);
    expect(await names({ q: ` #${cart.id.slice(0, 8).toUpperCase()} ` })).toEqual(['Priya Sharma']);
    expect(await names({ status: 'received' })).toEqual(['Meher Kaur', null]);
    expect(await names({ status: 'received', kind: 'cart' })).toEqual([null]);
    expect(await names({ kind: 'custom' })).toEqual(['Sana Qureshi']);
    expect(await names({ q: 'nobody' })).toEqual([]);
    expect(await names({ q: '%' })).toEqual([]);
  });

  it('updates status and notes of every kind, refuses unknown statuses and ids, and audits', async () => {
    const { listInbox, updateEnquiry, enquiryUpdateSchema, db, schema } = await load();
    const entries = await listInbox();
    for (const e of entries.slice(0, 3)) {
      expect(
        await updateEnquiry(
          actor,
          enquiryUpdateSchema.parse({ kind: e.kind, id: e.id, status: 'qc_done', internalNotes: '  Checked seams  ' }),
        ),
      ).toEqual({ shorts: [] });
    }
    const after = await listInbox({ status: 'qc_done' });
    expect(after).toHaveLength(3);
    expect(after.every((e) => e.internalNotes === 'Checked seams')).toBe(true);
    expect(enquiryUpdateSchema.safeParse({ kind: 'cart', id: entries[1].id, status: 'lost', internalNotes: '' }).success).toBe(false);
    expect(await updateEnquiry(actor, { kind: 'cart', id: 'not-a-uuid', status: 'pending', internalNotes: '' })).toBe(false);
    expect(await updateEnquiry(actor, { kind: 'inquiry', id: 'INQ0', status: 'pending', internalNotes: '' })).toBe(false);
    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.actorId, actor.id));
    expect(audit).toHaveLength(3);
    expect(audit.map((a) => a.entity).sort()).toEqual(['enquiry:cart', 'enquiry:custom', 'enquiry:inquiry']);
  });

  it('counts pending enquiries of every kind and adds test enquiries only to an empty inbox', async () => {
    const { countPendingEnquiries, addTestEnquiries, listInbox, db, schema } = await load();
    await db().insert(schema.customOrders).values({ name: 'New Order', phone: '9000000000', designInterest: 'sarees' });
    await db().insert(schema.inquiries).values({ inquiryId: 'INQ2', customerName: 'New Inquiry', phone: '9000000001' });
    expect(await countPendingEnquiries()).toBe(2);
    expect(await addTestEnquiries(actor)).toBe(0);
    await db().delete(schema.userEnquiries);
    await db().delete(schema.inquiries);
    await db().delete(schema.customOrders);
    expect(await addTestEnquiries(actor)).toBe(5);
    expect(await listInbox()).toHaveLength(5);
  });
});
