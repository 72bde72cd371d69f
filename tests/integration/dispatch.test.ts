import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

// After Paid: the owner's couriers, Add a parcel from the inbox (refused before Paid and for bad
// input, with nothing written), the shopper's parcels with their tracking links, and Received (by
// her one button on her own enquiry only), which closes the enquiry and starts the review invitation.
setupTestDatabase();

const actor = { id: 'admin-dispatch', email: 'owner@test.shop' };
let n = 0;

async function load() {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const couriers = await import('../../app/server/data/couriers.server.ts');
  const { dispatchAdminAction } = await import('../../app/server/actions/dispatch-actions.server.ts');
  const { courierAction } = await import('../../app/server/actions/courier-actions.server.ts');
  const { enquiryPageAction } = await import('../../app/server/actions/enquiry-page-actions.server.ts');
  const { getEnquiryPage } = await import('../../app/server/data/enquiry-page.server.ts');
  const { findOwnEnquiry } = await import('../../app/server/data/enquiry-records.server.ts');
  const { dueInvitations } = await import('../../app/server/data/review-invitations.server.ts');
  const { indiaDay } = await import('../../app/lib/dates.ts');
  return {
    db,
    schema,
    ...couriers,
    dispatchAdminAction,
    courierAction,
    enquiryPageAction,
    getEnquiryPage,
    findOwnEnquiry,
    dueInvitations,
    indiaDay,
  };
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

/** A shopper's cart enquiry with a quote; `paid` marks it paid as the owner would have. */
async function enquiry(paid: boolean) {
  const { db, schema } = await load();
  const userId = `shopper-dispatch-${n++}`;
  await db()
    .insert(schema.user)
    .values({ id: userId, name: 'Kavya', email: `${userId}@example.in` });
  const [row] = await db()
    .insert(schema.userEnquiries)
    .values({ userId, customerName: 'Kavya', customerEmail: `${userId}@example.in`, items: [], status: paid ? 'paid' : 'quoted' })
    .returning();
  const now = new Date();
  await db()
    .insert(schema.quotes)
    .values({
      enquiryKind: 'cart',
      enquiryId: row.id,
      lines: [],
      shipping: 'standard',
      total: 4999,
      validUntil: new Date(Date.now() + 86_400_000),
      acceptedAt: now,
      paidAt: paid ? now : null,
    });
  return { ref: { kind: 'cart' as const, id: row.id }, userId };
}

async function courierId(name: string) {
  const { listCouriers } = await load();
  return (await listCouriers()).find((c) => c.name === name)!.id;
}

const status = async (id: string) => {
  const { db, schema } = await load();
  const [row] = await db()
    .select({ status: schema.userEnquiries.status })
    .from(schema.userEnquiries)
    .where(eq(schema.userEnquiries.id, id));
  return row.status;
};

const parcelCount = async (id: string) => {
  const { db, schema } = await load();
  return (
    await db()
      .select()
      .from(schema.parcels)
      .where(and(eq(schema.parcels.enquiryKind, 'cart'), eq(schema.parcels.enquiryId, id)))
  ).length;
};

const shopperPost = (fields: Record<string, string>) =>
  new Request('http://localhost:3999/account/enquiries/x', { method: 'POST', body: new URLSearchParams(fields) });

describe('couriers', () => {
  it('start as the five editable defaults, once; a removed one stays removed; links must be https with {awb}', async () => {
    const { listCouriers, courierAction } = await load();
    expect((await listCouriers()).map((c) => c.name)).toEqual(['India Post', 'Delhivery', 'Blue Dart', 'DTDC', 'Hand delivery']);
    const dtdc = await courierId('DTDC');
    expect(await courierAction(actor, formOf({ intent: 'courier-remove', id: dtdc }))).toMatchObject({ ok: true });
    expect((await listCouriers()).map((c) => c.name)).not.toContain('DTDC');
    const bad = await courierAction(actor, formOf({ intent: 'courier-save', name: 'Shady', trackingUrl: 'javascript:alert(1)//{awb}' }));
    expect(bad).toMatchObject({ init: { status: 400 }, data: { fieldErrors: { 'new.trackingUrl': expect.stringContaining('https') } } });
    const added = await courierAction(
      actor,
      formOf({ intent: 'courier-save', name: 'Shadowfax', trackingUrl: 'https://tracker.example.in/t/{awb}' }),
    );
    expect(added).toMatchObject({ ok: true });
    expect((await listCouriers()).at(-1)).toMatchObject({ name: 'Shadowfax', trackingUrl: 'https://tracker.example.in/t/{awb}' });
  });
});

describe('dispatch', () => {
  it('refuses a parcel before Paid, a bad tracking number, an unknown courier and a bad date, writing nothing', async () => {
    const { dispatchAdminAction, indiaDay } = await load();
    const delhivery = await courierId('Delhivery');
    const unpaid = await enquiry(false);
    const good = {
      intent: 'dispatch',
      kind: 'cart',
      courierId: delhivery,
      trackingNumber: 'DL-12345678',
      dispatchedOn: indiaDay(),
      pieces: '1',
    };
    const before = await dispatchAdminAction(actor, formOf({ ...good, id: unpaid.ref.id }));
    expect(before).toMatchObject({
      init: { status: 409 },
      data: { error: 'This enquiry is not paid yet: mark it paid before you send a parcel.' },
    });
    expect(await parcelCount(unpaid.ref.id)).toBe(0);
    expect(await status(unpaid.ref.id)).toBe('quoted');

    const paid = await enquiry(true);
    const refused: [Record<string, string>, string][] = [
      [{ trackingNumber: 'DL 1234 5678' }, 'trackingNumber'],
      [{ trackingNumber: '<script>x</script>' }, 'trackingNumber'],
      [{ trackingNumber: 'डीएल१२३४५' }, 'trackingNumber'],
      [{ courierId: crypto.randomUUID() }, 'courierId'],
      [{ courierId: 'delhivery' }, 'courierId'],
      [{ dispatchedOn: '28/11/2026' }, 'dispatchedOn'],
      [{ dispatchedOn: '2026-02-30' }, 'dispatchedOn'],
      [{ dispatchedOn: indiaDay(2) }, 'dispatchedOn'],
      [{ pieces: '0' }, 'pieces'],
    ];
    for (const [change, field] of refused) {
      const answer = await dispatchAdminAction(actor, formOf({ ...good, id: paid.ref.id, ...change }));
      expect(answer, JSON.stringify(change)).toMatchObject({
        init: { status: 400 },
        data: { ok: false, fieldErrors: { [field]: expect.any(String) } },
      });
    }
    expect(await parcelCount(paid.ref.id)).toBe(0);
    expect(await status(paid.ref.id)).toBe('paid');
  });

  it('records several parcels of a paid enquiry with their tracking links; the shopper sees them and marks it received once', async () => {
    const { dispatchAdminAction, getEnquiryPage, enquiryPageAction, findOwnEnquiry, dueInvitations, indiaDay } = await load();
    const { ref, userId } = await enquiry(true);
    const base = { intent: 'dispatch', kind: 'cart', id: ref.id, dispatchedOn: indiaDay(-1) };
    // Before any parcel, Received is refused.
    expect(await enquiryPageAction(ref, shopperPost({ intent: 'received' }), userId)).toMatchObject({ init: { status: 409 } });
    expect(
      await dispatchAdminAction(
        actor,
        formOf({ ...base, courierId: await courierId('Delhivery'), trackingNumber: 'dl-9001', pieces: '2' }),
      ),
    ).toMatchObject({ ok: true, message: 'Parcel added' });
    expect(
      await dispatchAdminAction(
        actor,
        formOf({ ...base, courierId: await courierId('Hand delivery'), trackingNumber: 'HAND-1', pieces: '1' }),
      ),
    ).toMatchObject({ ok: true });
    const again = await dispatchAdminAction(
      actor,
      formOf({ ...base, courierId: await courierId('Delhivery'), trackingNumber: 'DL-9001', pieces: '2' }),
    );
    expect(again).toMatchObject({ init: { status: 409 } });
    expect(await status(ref.id)).toBe('shipped');

    const page = (await getEnquiryPage(ref))!;
    expect(page.delivery.parcels.map((p) => [p.courierName, p.trackingNumber, p.trackingUrl, p.dispatchedOn, p.pieces])).toEqual([
      ['Delhivery', 'DL-9001', 'https://www.delhivery.com/track-v2/package/DL-9001', indiaDay(-1), 2],
      ['Hand delivery', 'HAND-1', null, indiaDay(-1), 1],
    ]);
    expect(page.delivery.canMarkReceived).toBe(true);
    expect(page.timeline.filter((t) => t.type === 'dispatched').map((t) => t.message)).toEqual([
      'Delhivery, tracking number DL-9001, 2 pieces',
      'Hand delivery, tracking number HAND-1, 1 piece',
    ]);

    // Another shopper's session finds nothing under this id: the action answers 404 and nothing changes.
    expect(await findOwnEnquiry('someone-else', ref.id)).toBeNull();
    await expect(
      enquiryPageAction(await findOwnEnquiry('someone-else', ref.id), shopperPost({ intent: 'received' }), 'someone-else'),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(await status(ref.id)).toBe('shipped');

    const own = await findOwnEnquiry(userId, ref.id);
    expect(await enquiryPageAction(own, shopperPost({ intent: 'received' }), userId)).toMatchObject({
      ok: true,
      message: 'Thank you! Your enquiry is marked as received.',
    });
    expect(await status(ref.id)).toBe('received');
    expect(await enquiryPageAction(own, shopperPost({ intent: 'received' }), userId)).toMatchObject({ init: { status: 409 } });
    expect((await getEnquiryPage(ref))!.delivery.canMarkReceived).toBe(false);
    // The review invitation is due once the usual days have passed.
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect((await dueInvitations(later)).map((d) => d.id)).toContain(ref.id);
  });

  it('hand delivery goes without a tracking number: the shopper reads how it comes, with no Track link', async () => {
    const { dispatchAdminAction, getEnquiryPage, indiaDay } = await load();
    const { ParcelTracking } = await import('../../app/components/enquiry/parcel-tracking.tsx');
    const { parcelLines } = await import('../../app/server/mail/dispatch-mail.server.ts');
    const { ref } = await enquiry(true);
    const base = { intent: 'dispatch', kind: 'cart', id: ref.id, dispatchedOn: indiaDay(), pieces: '1' };
    const hand = await courierId('Hand delivery');
    // A courier with a tracking page still needs the number; a given number still refuses spaces and script.
    for (const [courier, trackingNumber] of [
      [await courierId('Delhivery'), ''],
      [hand, 'HAND 1'],
      [hand, '<b>1</b>'],
    ]) {
      expect(await dispatchAdminAction(actor, formOf({ ...base, courierId: courier, trackingNumber })), trackingNumber).toMatchObject({
        init: { status: 400 },
        data: { fieldErrors: { trackingNumber: 'Please enter the tracking number with letters, digits and dashes only (4 to 40).' } },
      });
    }
    expect(await parcelCount(ref.id)).toBe(0);
    // Two parcels by hand, neither with a number.
    for (const trackingNumber of ['', '  ']) {
      expect(await dispatchAdminAction(actor, formOf({ ...base, courierId: hand, trackingNumber }))).toMatchObject({ ok: true });
    }
    const page = (await getEnquiryPage(ref))!;
    expect(page.delivery.parcels.map((p) => [p.courierName, p.trackingNumber, p.trackingUrl])).toEqual([
      ['Hand delivery', null, null],
      ['Hand delivery', null, null],
    ]);
    expect(page.timeline.filter((t) => t.type === 'dispatched').map((t) => t.message)).toEqual([
      'Hand delivery, 1 piece',
      'Hand delivery, 1 piece',
    ]);
    const shown = renderToStaticMarkup(createElement(ParcelTracking, { delivery: { ...page.delivery, canMarkReceived: false } }));
    expect(shown).toContain('It comes to you by Hand delivery, with no tracking number to follow.');
    expect(shown).not.toMatch(/Track your parcel|Tracking number/);
    expect(parcelLines(page.delivery.parcels[0]).map((l) => l.label)).toEqual(['Courier', 'Dispatched on', 'In this parcel']);
  });
});
