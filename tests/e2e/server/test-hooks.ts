import { sql } from 'drizzle-orm';
import express, { type Express } from 'express';

/** What the test server hands over from the built shop: its database, its way of making users, its cache bus. */
export type ShopInternals = {
  db: () => { execute: (query: ReturnType<typeof sql.empty>) => Promise<unknown> };
  upsertUser: (input: { email: string; password: string; name: string; role: 'admin' | 'user' }) => Promise<unknown>;
  publishChange: (topic: 'all') => void;
  housekeepOnce: () => Promise<void>;
};

/**
 * End-to-end tests cannot open the embedded database while the server holds it, so the test server
 * (and only it: this file is not part of the shop's build) offers three loopback-only doors: one to run
 * SQL (to create fixtures and check what was stored), one to make users and one to run the periodic work.
 */
export function mountTestHooks(app: Express, shop: ShopInternals) {
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  router.use((req, res, next) => {
    const ip = req.socket.remoteAddress ?? '';
    if (ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1') return next();
    res.status(403).end();
  });
  router.post('/sql', async (req, res) => {
    try {
      const { text, params = [] } = req.body as { text: string; params?: unknown[] };
      const chunks = text.split(/\$(\d+)/);
      const query = sql.empty();
      chunks.forEach((chunk, i) => {
        if (i % 2 === 0) query.append(sql.raw(chunk));
        else query.append(sql`${params[Number(chunk) - 1]}`);
      });
      const result = (await shop.db().execute(query)) as { rows: unknown[] };
      // A fixture may change anything a page shows: every cached page and remembered read is dropped.
      if (!/^\s*select\b/i.test(text)) shop.publishChange('all');
      res.json({ rows: result.rows });
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });
  router.post('/user', async (req, res) => {
    const { email, password, name, role } = req.body as { email: string; password: string; name?: string; role?: 'admin' | 'user' };
    res.json(await shop.upsertUser({ email, password, name: name ?? 'Test Shopper', role: role ?? 'user' }));
  });
  // Runs the periodic work (review invitations among it) now instead of in 15 minutes.
  router.post('/housekeeping', async (_req, res) => {
    await shop.housekeepOnce();
    res.json({ ok: true });
  });
  app.use('/__e2e', router);
}
