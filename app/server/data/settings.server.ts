import { eq } from 'drizzle-orm';
import { publishChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';

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

export async function deleteSetting(key: string): Promise<void> {
  await db().delete(schema.shopSettings).where(eq(schema.shopSettings.key, key));
}

let demoMode: boolean | undefined;

/** DEMO_DATA when set; otherwise on for a local trial whose first start loaded the demo data (never on a real shop). */
export async function isDemoMode(): Promise<boolean> {
  const env = getEnv();
  if (env.DEMO_DATA !== undefined) return env.DEMO_DATA;
  if (!env.localTrial) return false;
  demoMode ??= (await getSetting('demo_mode')) === 'on';
  return demoMode;
}

export function forgetDemoMode() {
  demoMode = undefined;
}
