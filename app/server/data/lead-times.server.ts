import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LEAD_TIME_DEFAULTS, LEAD_TIME_KEYS, type LeadTime, MAX_LEAD_WEEKS } from '../../lib/lead-times.ts';
import { publishChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { remembered } from '../platform/remembered.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';
import { getSetting } from './settings.server.ts';

const SETTING = 'lead_times';
const weeks = z.number().int().min(0).max(MAX_LEAD_WEEKS);
const storedSchema = z.record(z.string(), z.object({ minWeeks: weeks, maxWeeks: weeks }));

/** Every style's lead time: the owner's weeks where set (kept in shop_settings), the defaults otherwise. Shared: do not modify. */
export const getLeadTimes = remembered(async (): Promise<LeadTime[]> => {
  const text = await getSetting(SETTING);
  let stored: z.infer<typeof storedSchema> = {};
  try {
    stored = text ? storedSchema.parse(JSON.parse(text)) : {};
  } catch {
    stored = {};
  }
  return LEAD_TIME_DEFAULTS.map((d) => ({ ...d, ...(stored[d.key] ?? {}) }));
});

/** Stores the owner's weeks for every style at once, with an audit row in the same transaction. */
export async function saveLeadTimes(actor: Actor, values: Record<string, { minWeeks: number; maxWeeks: number }>): Promise<void> {
  const clean = Object.fromEntries(LEAD_TIME_KEYS.filter((k) => values[k]).map((k) => [k, values[k]]));
  const value = JSON.stringify(clean);
  await db().transaction(async (tx) => {
    await tx.insert(schema.shopSettings).values({ key: SETTING, value }).onConflictDoUpdate({ target: schema.shopSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'update', entity: 'lead-times', summary: 'Changed lead times' });
  });
  // The home page's bespoke cards show these weeks: cached pages on every server are refreshed.
  publishChange('content');
}

/** The categories of these published products, for the cart's lead time. */
export async function categoriesOf(skus: string[]): Promise<string[]> {
  const ids = [...new Set(skus.filter((s) => /^[A-Za-z0-9-]{1,100}$/.test(s)))].slice(0, 50);
  if (ids.length === 0) return [];
  const rows = await db()
    .selectDistinct({ category: schema.products.category })
    .from(schema.products)
    .where(and(inArray(schema.products.id, ids), eq(schema.products.isPublished, true)));
  return rows.map((r) => r.category);
}
