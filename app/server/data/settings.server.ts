import { eq } from 'drizzle-orm';
import { publishChange } from '../cache-bus.server.ts';
import { db, schema } from '../db.server.ts';
import { getEnv } from '../env.server.ts';

export async function getSetting(key: string): Promise<string | null> {
  const [row] = await db().select({ value: schema.shopSettings.value }).from(schema.shopSettings).where(eq(schema.shopSettings.key, key));
  return row?.value ?? null;
}

export async function setSetting(key: string, value: string): Promise<void> {
  await db()
    .insert(schema.shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: schema.shopSettings.key, set: { value, updatedAt: new Date() } });
  publishChange('content');
}

let demoMode: boolean | undefined;

/** DEMO_DATA when set; otherwise on for an install whose first start loaded the demo data. */
export async function isDemoMode(): Promise<boolean> {
  const configured = getEnv().DEMO_DATA;
  if (configured !== undefined) return configured;
  demoMode ??= (await getSetting('demo_mode')) === 'on';
  return demoMode;
}

export function forgetDemoMode() {
  demoMode = undefined;
}
