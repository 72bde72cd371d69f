import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { lockDataDir } from './data-dir-lock.server.ts';
import { databaseKind, migrateDatabase, oneStartupAtATime, openDatabase, schema } from './db.server.ts';
import { getEnv } from './env.server.ts';
import { authSecret } from './secret.server.ts';
import { logger } from './logger.server.ts';
import { getSetting, setSetting } from './data/settings.server.ts';
import { upsertUser } from './data/users.server.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.shop';
export const DEMO_SHOPPER = { email: 'priya@demo.shop', password: 'shopper-demo-2026', name: 'Priya Sharma' };

export type BootResult = { demoAdmin?: { email: string; password: string }; seeded: boolean; release: () => void };

/**
 * Everything a process does before it touches shop data: validate configuration, lock the embedded
 * data folder, open and migrate the database, load the demo data into an empty shop, make the admin.
 */
export async function bootShop(holder: string, options: { seed?: boolean } = {}): Promise<BootResult> {
  const env = getEnv();
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir, holder);
  // Made now, while there is surely room on the disk, rather than at the first request.
  authSecret();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  // Servers started together on one PostgreSQL migrate and load data in turn, not in a race.
  return oneStartupAtATime(async () => {
    await migrateDatabase(db);
    logger.debug({ kind: databaseKind() }, 'database ready');

    let seeded = false;
    const [{ n }] = await db.select({ n: count() }).from(schema.products);
    const wantDemo = env.DEMO_DATA ?? (n === 0 || (await getSetting('demo_mode')) === 'on');
    if (options.seed !== false && wantDemo && (n === 0 || env.DEMO_DATA === true)) {
      // Loaded only when needed: the image renderer is heavy and a running shop never needs it again.
      const { seedDemoData } = await import('../../db/seed/run-seed.ts');
      await seedDemoData();
      await setSetting('demo_mode', 'on');
      seeded = n === 0;
    }

    let demoAdmin: BootResult['demoAdmin'];
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await upsertUser({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Shop Admin', role: 'admin' });
    } else if (wantDemo) {
      let password = await getSetting('demo_admin_password');
      if (!password) {
        password = crypto.randomBytes(9).toString('base64url');
        await upsertUser({ email: DEMO_ADMIN_EMAIL, password, name: 'Demo Admin', role: 'admin' });
        await setSetting('demo_admin_password', password);
      }
      demoAdmin = { email: DEMO_ADMIN_EMAIL, password };
    }
    return { demoAdmin, seeded, release };
  });
}

