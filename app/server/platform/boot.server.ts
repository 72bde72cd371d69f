import { count } from 'drizzle-orm';
import { lockDataDir } from './data-dir-lock.server.ts';
import { databaseKind, migrateDatabase, oneStartupAtATime, openDatabase, schema } from './db.server.ts';
import { getEnv } from './env.server.ts';
import { authSecret } from './secret.server.ts';
import { logger } from './logger.server.ts';
import { startPhase } from './start-phases.server.ts';
import { deleteSetting, getSetting, setSetting } from '../data/settings.server.ts';
import { accountMatches, findUserByEmail, upsertUser } from '../data/users.server.ts';
import { DEMO_ADMIN_EMAIL, randomPassword, setDemoAccountsBanned } from '../data/demo-accounts.server.ts';

/** A demo account made at this start, with its password (random; shown this once and stored nowhere). */
export type DemoAccount = { role: 'admin' | 'shopper'; email: string; password: string };
export type BootResult = { demoAccounts: DemoAccount[]; demoAdminExists: boolean; seeded: boolean; release: () => void };

/**
 * Everything a process does before it touches shop data: validate configuration, lock the embedded
 * data folder, open and migrate the database, load the demo data into an empty shop, make the admin.
 */
export async function bootShop(holder: string, options: { seed?: boolean } = {}): Promise<BootResult> {
  const env = getEnv();
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir, holder, { port: env.PORT });
  // Made now, while there is surely room on the disk, rather than at the first request.
  authSecret();
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  startPhase('database open');
  // Servers started together on one PostgreSQL migrate and load data in turn, not in a race.
  return oneStartupAtATime(async () => {
    await migrateDatabase(db);
    startPhase('migrations checked');
    logger.debug({ kind: databaseKind() }, 'database ready');

    let seeded = false;
    const demoAccounts: DemoAccount[] = [];
    const [{ n }] = await db.select({ n: count() }).from(schema.products);
    // A real shop (NODE_ENV=production or a public address) never gets demo data or demo accounts unless DEMO_DATA=1 asks.
    const wantDemo = env.DEMO_DATA ?? (env.localTrial && (n === 0 || (await getSetting('demo_mode')) === 'on'));
    if (options.seed !== false && wantDemo && (n === 0 || env.DEMO_DATA === true)) {
      // Loaded only when needed: the image renderer is heavy and a running shop never needs it again.
      const { seedDemoData } = await import('../../../db/seed/run-seed.ts');
      const shopper = await seedDemoData();
      if (shopper) demoAccounts.push({ role: 'shopper', ...shopper });
      await setSetting('demo_mode', 'on');
      seeded = n === 0;
    }
    // Older installs kept the demo admin's password in the settings table.
    await deleteSetting('demo_admin_password');
    await setDemoAccountsBanned(!wantDemo);
    startPhase('demo data checked');

    let demoAdminExists = false;
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Shop Admin', role: 'admin' } as const;
      if (!(await accountMatches(admin))) await upsertUser(admin);
    } else if (wantDemo) {
      demoAdminExists = Boolean(await findUserByEmail(DEMO_ADMIN_EMAIL));
      if (!demoAdminExists) {
        const password = randomPassword();
        await upsertUser({ email: DEMO_ADMIN_EMAIL, password, name: 'Demo Admin', role: 'admin' });
        demoAccounts.push({ role: 'admin', email: DEMO_ADMIN_EMAIL, password });
      }
    }
    startPhase('admin account checked');
    return { demoAccounts, demoAdminExists, seeded, release };
  });
}
