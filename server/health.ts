import type { NextFunction, Request, Response } from 'express';
import { isUnavailableError, pingDatabase } from '../app/server/platform/db.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>We'll be right back</title>
<style>body{font-family:Georgia,serif;background:#fbf6ef;color:#3b1f1a;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center;padding:1rem}h1{font-weight:400}</style></head>
<body><main><h1>We'll be right back</h1><p>The shop is briefly unavailable. Please try again in a minute.</p></main></body></html>`;

function answerUnavailable(req: Request, res: Response) {
  res.status(503).set('Retry-After', '30').set('Cache-Control', 'no-store');
  if (req.accepts('html')) res.type('html').send(PAGE);
  else res.json({ error: 'The shop is briefly unavailable. Please try again in a minute.' });
}

/** Watches the database; while it does not answer, pages get a clear 503 at once instead of hanging. */
export const databaseWatch = (() => {
  let healthy = true;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      await pingDatabase(2000);
      if (!healthy) logger.info('database is back');
      healthy = true;
    } catch (error) {
      if (healthy) logger.error({ err: error }, 'database unavailable');
      healthy = false;
    }
  };
  return {
    start() {
      timer = setInterval(check, 2000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    gate(req: Request, res: Response, next: NextFunction) {
      if (healthy) return next();
      answerUnavailable(req, res);
    },
  };
})();

/** Express error handler: a database that went away or a full disk answer 503, anything else 500. */
export function unavailablePage(error: unknown, req: Request, res: Response, _next: NextFunction) {
  if (isUnavailableError(error)) return answerUnavailable(req, res);
  logger.error({ err: error, path: req.path }, 'unhandled error');
  res.status(500).type('text/plain').send('Something went wrong. Please try again.');
}
