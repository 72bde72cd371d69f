import { and, asc, count, eq } from 'drizzle-orm';
import { MEASUREMENT_KEYS, type MeasurementUnit, type MeasurementValues } from '../../lib/measurements.ts';
import { MAX_PROFILES, type MeasurementProfileInput } from '../../lib/schemas/measurements.ts';
import { db, schema } from '../platform/db.server.ts';

const mp = schema.measurementProfiles;

export type MeasurementProfile = { id: string; name: string; unit: MeasurementUnit; values: MeasurementValues; updatedAt: Date };

/** Stored JSON back to known keys with whole-millimetre numbers; anything else is dropped. */
function cleanValues(raw: unknown): MeasurementValues {
  const out: MeasurementValues = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const key of MEASUREMENT_KEYS) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) out[key] = v;
  }
  return out;
}

const columns = { id: mp.id, name: mp.name, unit: mp.unit, values: mp.values, updatedAt: mp.updatedAt };
const shape = (r: { id: string; name: string; unit: string; values: unknown; updatedAt: Date }): MeasurementProfile => ({
  ...r,
  unit: r.unit === 'cm' ? 'cm' : 'in',
  values: cleanValues(r.values),
});

/**
 * The session user's profiles, oldest first. Every function here takes the session user's id and
 * matches it on every read and write: a profile id from a form never reaches another shopper's row.
 */
export async function listMeasurementProfiles(userId: string): Promise<MeasurementProfile[]> {
  const rows = await db().select(columns).from(mp).where(eq(mp.userId, userId)).orderBy(asc(mp.createdAt), asc(mp.id)).limit(MAX_PROFILES);
  return rows.map(shape);
}

export type SaveResult = { ok: true; id: string } | { ok: false; reason: 'not-found' | 'too-many' };

/** Creates a profile (no id) or updates the user's own one; another user's id is 'not-found'. */
export async function saveMeasurementProfile(userId: string, input: Pick<MeasurementProfileInput, 'id' | 'name' | 'unit' | 'values'>): Promise<SaveResult> {
  const now = new Date();
  if (input.id) {
    const rows = await db()
      .update(mp)
      .set({ name: input.name, unit: input.unit, values: input.values, updatedAt: now })
      .where(and(eq(mp.id, input.id), eq(mp.userId, userId)))
      .returning({ id: mp.id });
    return rows.length ? { ok: true, id: rows[0].id } : { ok: false, reason: 'not-found' };
  }
  const [{ n }] = await db().select({ n: count() }).from(mp).where(eq(mp.userId, userId));
  if (Number(n) >= MAX_PROFILES) return { ok: false, reason: 'too-many' };
  const [row] = await db().insert(mp).values({ userId, name: input.name, unit: input.unit, values: input.values }).returning({ id: mp.id });
  return { ok: true, id: row.id };
}

export async function deleteMeasurementProfile(userId: string, id: string): Promise<boolean> {
  const rows = await db().delete(mp).where(and(eq(mp.id, id), eq(mp.userId, userId))).returning({ id: mp.id });
  return rows.length > 0;
}
