import { SHIPPING_ZONE_DEFAULTS, SHIPPING_ZONE_KEYS, type ShippingZone } from '../../lib/shipping-zones.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';

const z = schema.shippingZones;

/** Every zone with the owner's price and delivery time where set, the defaults otherwise. */
export async function listShippingZones(): Promise<ShippingZone[]> {
  const rows = new Map((await db().select().from(z)).map((row) => [row.zone, row]));
  return SHIPPING_ZONE_DEFAULTS.map((d) => {
    const row = rows.get(d.zone);
    return { zone: d.zone, label: d.label, price: row?.price ?? d.price, delivery: row?.delivery ?? d.delivery };
  });
}

/** Stores every zone's price and delivery time at once, with an audit row. */
export async function saveShippingZones(actor: Actor, zones: Record<string, { price: number; delivery: string }>): Promise<void> {
  await db().transaction(async (tx) => {
    for (const zone of SHIPPING_ZONE_KEYS) {
      const value = zones[zone];
      if (!value) continue;
      const set = { price: value.price, delivery: value.delivery, updatedAt: new Date() };
      await tx.insert(z).values({ zone, ...set }).onConflictDoUpdate({ target: z.zone, set });
    }
    await recordAudit(tx, actor, { action: 'update', entity: 'shipping-zones', summary: 'Changed shipping zones' });
  });
}
