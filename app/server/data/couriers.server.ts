import { asc, eq, sql } from 'drizzle-orm';
import type { CourierInput } from '../../lib/schemas/dispatch.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';

// The couriers the owner ships with (admin settings). The first read of a shop fills in the usual
// Indian couriers once; after that the list is the owner's, and a courier she removes stays removed.

const c = schema.couriers;
export type Courier = typeof c.$inferSelect;

/** Editable defaults; the links are each courier's public tracking page with `{awb}` for the number. */
export const DEFAULT_COURIERS: CourierInput[] = [
  { name: 'India Post', trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?consignmentno={awb}' },
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track-v2/package/{awb}' },
  { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}' },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.com/track-your-shipment/?cnno={awb}' },
  { name: 'Hand delivery', trackingUrl: '' },
];
const SEEDED = 'couriers_seeded';

/** The owner's couriers in her order; on a shop's first read, the defaults (claimed once, whichever server reads first). */
export async function listCouriers(): Promise<Courier[]> {
  const rows = await db().select().from(c).orderBy(asc(c.position), asc(c.name));
  if (rows.length > 0) return rows;
  const claimed = await db()
    .insert(schema.shopSettings)
    .values({ key: SEEDED, value: 'yes' })
    .onConflictDoNothing()
    .returning({ key: schema.shopSettings.key });
  if (claimed.length === 0) return rows;
  await db()
    .insert(c)
    .values(DEFAULT_COURIERS.map((d, i) => ({ ...d, position: i })))
    .onConflictDoNothing();
  return db().select().from(c).orderBy(asc(c.position), asc(c.name));
}

/** The couriers as the inbox's Add a parcel offers them. */
export async function courierChoices(): Promise<{ id: string; name: string }[]> {
  return (await listCouriers()).map((c) => ({ id: c.id, name: c.name }));
}

export async function getCourier(id: string): Promise<Courier | null> {
  const [row] = await db().select().from(c).where(eq(c.id, id));
  return row ?? null;
}

export type CourierChange = { ok: true } | { ok: false; reason: 'missing' | 'taken' };
const isTaken = (error: unknown) => /couriers_name_unique|duplicate key/i.test(String((error as { cause?: unknown })?.cause ?? error));

/** Adds a courier at the end of the list, or changes one (`id`); a second courier of the same name is refused. */
export async function saveCourier(actor: Actor, input: CourierInput, id?: string): Promise<CourierChange> {
  try {
    return await db().transaction(async (tx) => {
      if (id) {
        const changed = await tx.update(c).set(input).where(eq(c.id, id)).returning({ id: c.id });
        if (changed.length === 0) return { ok: false, reason: 'missing' } as const;
      } else {
        await tx.insert(c).values({ ...input, position: sql`(select coalesce(max(position), -1) + 1 from couriers)` });
      }
      await recordAudit(tx, actor, { action: id ? 'update' : 'create', entity: 'courier', entityId: id, summary: `${id ? 'Changed' : 'Added'} the courier ${input.name}` });
      return { ok: true } as const;
    });
  } catch (error) {
    if (isTaken(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Removes a courier from the list; parcels already sent keep its name and their links. */
export async function removeCourier(actor: Actor, id: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [gone] = await tx.delete(c).where(eq(c.id, id)).returning({ name: c.name });
    if (!gone) return false;
    await recordAudit(tx, actor, { action: 'delete', entity: 'courier', entityId: id, summary: `Removed the courier ${gone.name}` });
    return true;
  });
}
