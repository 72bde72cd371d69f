import type { Request, Response } from 'express';
import { isBackupCommandToken } from '../app/server/backup/command-token.server.ts';
import { backUpNow, backupErrorMessage } from '../app/server/backup/run-backup.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `npm run backup` against the running shop: only from this machine and with the command's token (a
 * proxy on this machine makes every visitor look local, so the address alone proves nothing).
 */
export async function backupEndpoint(req: Request, res: Response) {
  res.set('Cache-Control', 'no-store');
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !isBackupCommandToken(req.headers.authorization)) {
    res.status(403).json({ error: 'Not allowed.' });
    return;
  }
  const to = typeof req.query.to === 'string' && req.query.to ? req.query.to : undefined;
  try {
    const { location, bytes, seconds, manifest } = await backUpNow({ to });
    res.json({ location, bytes, seconds, rowCounts: manifest.rowCounts });
  } catch (error) {
    logger.error({ err: error }, 'backup on request failed');
    res.status(500).json({ error: backupErrorMessage(error) });
  }
}
