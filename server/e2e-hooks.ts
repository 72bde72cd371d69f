import express, { type Express } from 'express';
import { sql } from 'drizzle-orm';
import { publishChange } from '../app/server/cache-bus.server.ts';
import { db } from '../app/server/db.server.ts';
import { upsertUser } from '../app/server/data/users.server.ts';
import { logger } from '../app/server/logger.server.ts';

/**
 * End-to-end tests cannot open the embedded database while the server holds it, so with
 * E2E_HOOKS=1 (set only by the test runner, never in production) the server offers two loopback-only
 * doors: one to run SQL (to create fixtures and check what was stored) and one to make users.
 */
export function mountE2eHooks(app: Express) {
  if (process.env.E2E_HOOKS !== '1') return;
  logger.warn('E2E_HOOKS=1: test hooks are mounted. Never set this on a real shop.');
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
      const result = (await db().execute(query)) as unknown as { rows: unknown[] };
      // A fixture may change anything a page shows.
      if (!/^\s*select\b/i.test(text)) publishChange('all');
      res.json({ rows: result.rows });
    } catch (error) {
      res.status(400).json({ error: (error as Error).message });
    }
  });
  router.post('/user', async (req, res) => {
    const { email, password, name, role } = req.body as { email: string; password: string; name?: string; role?: 'admin' | 'user' };
    res.json(await upsertUser({ email, password, name: name ?? 'Test Shopper', role: role ?? 'user' }));
  });
  app.use('/__e2e', router);
}
