import crypto from 'node:crypto';
import type http from 'node:http';
import type { Request, Response } from 'express';
import { backupStatus } from '../app/server/data/backup-status.server.ts';
import { getEnv } from '../app/server/platform/env.server.ts';
import { observeRequest, registry, turnMetricsOn, watchBackupAge } from '../app/server/platform/metrics.server.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Set by a reverse proxy: a request that carries one came from outside, whatever socket it arrived on. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** METRICS_TOKEN set: every request and query is timed, and /metrics answers. */
export const metricsWanted = (): boolean => Boolean(getEnv().METRICS_TOKEN);

const routes = new WeakMap<http.ServerResponse, string>();

/** The route pattern a response answered (React Router's match, or the Express route). */
export function noteRoute(res: http.ServerResponse, pattern: string) {
  routes.set(res, pattern.startsWith('/') ? pattern : `/${pattern}`);
}

/** What to call a request that matched no route pattern: a bounded set of labels, never the address. */
function labelOf(req: http.IncomingMessage, res: http.ServerResponse): string {
  const noted = routes.get(res);
  if (noted) return noted;
  const expressRoute = (req as Partial<Request>).route?.path;
  if (typeof expressRoute === 'string') return expressRoute;
  // Express never saw it: the render cache answered.
  if (!('locals' in res)) return '(render cache)';
  const url = req.url ?? '';
  if (url.startsWith('/assets/')) return '/assets/*';
  return '(other)';
}

/**
 * Wraps the server's request listener: each answered request is timed under its route pattern. With
 * metrics off the listener is returned as it is: no clock read, no listener added per request.
 */
export function timeRequests(listener: http.RequestListener): http.RequestListener {
  if (!metricsWanted()) return listener;
  startMetrics();
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.once('finish', () =>
      observeRequest(labelOf(req, res), req.method ?? 'GET', res.statusCode, Number(process.hrtime.bigint() - started) / 1e9),
    );
    listener(req, res);
  };
}

let started = false;

/** From start-up: the Node.js figures, query times, and the last backup's time, kept in memory. */
function startMetrics() {
  if (started) return;
  started = true;
  turnMetricsOn();
  void watchBackupAge(async () => {
    const { lastGood } = await backupStatus();
    return lastGood ? new Date(lastGood.at) : null;
  });
}

function allowed(req: Request, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (given !== undefined) {
    const a = crypto.createHash('sha256').update(given).digest();
    const b = crypto.createHash('sha256').update(token).digest();
    return crypto.timingSafeEqual(a, b);
  }
  // Straight from this machine (a local Prometheus or curl), not relayed by a proxy from anywhere.
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !PROXY_HEADERS.some((h) => h in req.headers);
}

/** GET /metrics: off (404) unless METRICS_TOKEN is set; then for that bearer token, or from this machine itself. */
export async function serveMetrics(req: Request, res: Response) {
  const token = getEnv().METRICS_TOKEN;
  res.set('Cache-Control', 'no-store');
  if (!token) return res.status(404).type('text/plain').send('Not found');
  if (!allowed(req, token)) return res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('A metrics token is needed.');
  startMetrics();
  res.type(registry.contentType).send(await registry.metrics());
}
