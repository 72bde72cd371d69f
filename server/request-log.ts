import type { NextFunction, Request, Response } from 'express';
import { logger } from '../app/server/platform/logger.server.ts';

/** One JSON line per request; no cookies, no query strings of form posts, no client address. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  // At the usual `warn` level there is nothing to write: no timer, no listener.
  if (!logger.isLevelEnabled('info')) return next();
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    if (req.path.startsWith('/assets/') || req.path.startsWith('/media/')) return;
    logger.info({
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
    });
  });
  next();
}
