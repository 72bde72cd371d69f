import 'react-router';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { bootShop } from '../app/server/platform/boot.server.ts';
import { DEMO_ADMIN_EMAIL } from '../app/server/data/demo-accounts.server.ts';
import { closeDatabase, pingDatabase } from '../app/server/platform/db.server.ts';
import { getEnv } from '../app/server/platform/env.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';
import { requestInfoContext } from '../app/server/routing/request-context.server.ts';
import { WEB_FONTS_SET_COOKIE } from '../app/lib/web-fonts-cookie.ts';
import { CLIENT_IP_HEADER } from '../app/server/auth/auth.server.ts';
import stylesheet from '../app/app.css?url';
import { serveMedia } from './media.ts';
import { precompressedAssets } from './precompressed.ts';
import { bodyLimits, clientAddress, refuseControlCharacters, sameOriginOnly, securityHeaders, shopMethodsOnly } from './security.ts';
import { databaseWatch, unavailablePage } from './health.ts';
import { requestLog } from './request-log.ts';
import { backupEndpoint } from './backup-endpoint.ts';
import { startBackupSchedule } from '../app/server/backup/schedule.server.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startRateUpdates } from './rate-updates.ts';
import { BEACON_PATHS, beaconLimit } from './rate-limits.ts';
import { beaconRoutes } from './beacons.ts';
import { createRequestHandler } from '@react-router/express';
import { createRenderCache, isCollectedForCache } from './render-cache.ts';
import { metricsWanted, noteRoute, serveMetrics, timeRequests } from './metrics-route.ts';
import { watchRenderCache } from '../app/server/platform/metrics.server.ts';
import { startChangeBus, stopChangeBus } from '../app/server/platform/cache-bus.server.ts';
import { logStartPhases, startPhase } from '../app/server/platform/start-phases.server.ts';
import { runEmbeddedDatabaseFrom } from '../app/server/platform/embedded-database.server.ts';
import { EMBEDDED_DATABASE_WORKER_FILE } from '../vite/embedded-database-worker.ts';

// Built, this file is the server's entry, and the embedded database's thread is a file beside it.
if (!import.meta.url.endsWith('.ts')) runEmbeddedDatabaseFrom(new URL(EMBEDDED_DATABASE_WORKER_FILE, import.meta.url));

type RenderCache = ReturnType<typeof createRenderCache>;
/** A safety net for anything time-based a page shows that no change announces. */
const RENDER_CACHE_MAX_AGE_MS = 10 * 60_000;

/** Routes a test server adds in front of the shop's; the shop's own start never passes any. */
export type TestRoutes = (app: Express) => void;

/**
 * Where pages, scripts and the stylesheet come from: the build (npm start) or Vite's dev server
 * (npm run dev, server/dev-frontend.ts).
 */
export type Frontend = {
  files: express.RequestHandler[];
  /** A function is called (and its routes prepared) on every request: only for the dev server, whose build changes. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  inlineCss: () => Promise<string>;
};

/** Only the few files at the top of the client folder: a page request costs no file-system check. */
function topFilesOnly(clientDir: string): express.RequestHandler {
  const topFiles = new Set(
    fs
      .readdirSync(clientDir)
      .filter((name) => fs.statSync(path.join(clientDir, name)).isFile())
      .map((name) => `/${name}`),
  );
  const topStatic = express.static(clientDir, { maxAge: '1h', index: false });
  return (req, res, next) => (topFiles.has(req.path) ? topStatic(req, res, next) : next());
}

/** A browser given a web font's file keeps it: its next pages name the fonts' faces (record 0036). */
const webFontsCookie: express.RequestHandler = (req, res, next) => {
  if (req.path.endsWith('.woff2')) res.setHeader('Set-Cookie', WEB_FONTS_SET_COOKIE);
  next();
};

function builtFrontend(clientDir: string, build: ServerBuild): Frontend {
  const css = fs.readFileSync(path.join(clientDir, stylesheet), 'utf8');
  return {
    files: [
      // Fingerprinted build assets never change; everything else in the client folder may.
      express
        .Router()
        .use('/assets', webFontsCookie)
        .use('/assets', precompressedAssets(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
        .use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false })),
      topFilesOnly(clientDir),
    ],
    // The build itself, not a function returning it: React Router prepares its route table once.
    build,
    inlineCss: async () => css,
  };
}

export function createApp(frontend: Frontend, testRoutes?: TestRoutes, options: { renderCache?: RenderCache } = {}) {
  const env = getEnv();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY ? 1 : false);
  app.use(requestLog);
  app.use(clientAddress);
  app.use(securityHeaders());
  // Before compression: some 25 KB of text for a scraper on this machine or the next, written in one
  // piece; gzip's chunks cost more writes than the bytes they save (measured: ~1 ms a scrape).
  app.get('/metrics', serveMetrics);
  const timed = metricsWanted();
  const compress = compression();
  app.use((req, res, next) => (isCollectedForCache(req) ? next() : compress(req, res, next)));
  app.use(refuseControlCharacters);
  app.use(shopMethodsOnly);

  app.get('/healthz', async (_req, res) => {
    try {
      await pingDatabase(2000);
      res.set('Cache-Control', 'no-store').json({ status: 'ok', renderCache: options.renderCache?.stats() });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' });
    }
  });

  app.post('/internal/backup', backupEndpoint);

  app.use(frontend.files);
  app.get('/media/*key', serveMedia);

  testRoutes?.(app);
  app.use(databaseWatch.gate);
  app.use(bodyLimits);
  app.use(sameOriginOnly);
  app.use(BEACON_PATHS, beaconLimit);
  // The beacons' POSTs skip React Router's request plumbing (a beacon comes with every page view).
  app.use(beaconRoutes);

  app.use(
    createRequestHandler({
      build: frontend.build,
      async getLoadContext(req, res) {
        const context = new RouterContextProvider();
        const inlineCss = await frontend.inlineCss();
        const notePattern = timed ? (pattern: string) => noteRoute(res, pattern) : undefined;
        context.set(requestInfoContext, { clientIp: String(req.headers[CLIENT_IP_HEADER] ?? ''), inlineCss, notePattern });
        return context;
      },
    }),
  );
  app.use(unavailablePage);
  return app;
}

/** An error the operator can fix, printed as its message alone. */
export class StartError extends Error {
  override name = 'StartError';
}

/** Listens, or fails with one line saying what to change when the port is taken or not allowed. */
function listen(server: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new StartError(
            `Port ${port} on ${host} is already in use: stop the program using it, or start the shop on another port with PORT=.`,
          ),
        );
      else if (error.code === 'EACCES')
        reject(new StartError(`Port ${port} on ${host} needs administrator rights: choose a port above 1023 with PORT=.`));
      else if (error.code === 'EADDRNOTAVAIL')
        reject(new StartError(`HOST=${host} is not an address of this machine: leave it unset, or use 127.0.0.1.`));
      else reject(error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

// The end-to-end test server reaches the embedded database (which only this process may open) through these.
export { db } from '../app/server/platform/db.server.ts';
export { upsertUser } from '../app/server/data/users.server.ts';
export { publishChange } from '../app/server/platform/cache-bus.server.ts';
export { housekeepOnce } from './housekeeping.ts';

/** Starts the shop: boot, listen, and shut down cleanly on SIGTERM/SIGINT within 10 s. */
export async function start(options: { clientDir: string; testRoutes?: TestRoutes } | { frontend: Frontend; server: http.Server }) {
  startPhase('code loaded');
  const startedAt = Date.now();
  const env = getEnv();
  // The port is taken first, so that a busy one is reported at once, before the data folder is touched;
  // until the shop is ready every request is answered 503 (a proxy or health check tries again).
  const starting: http.RequestListener = (_req, res) => {
    res
      .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '2' })
      .end('The shop is starting. Try again in a moment.');
  };
  const server = 'server' in options ? options.server : http.createServer();
  server.on('request', starting);
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 60_000;
  await listen(server, env.PORT, env.HOST);
  startPhase('listening');
  // The pages' code loads while the database opens: parts of that opening (reading its files,
  // compiling the embedded database's WebAssembly, hashing the admin's password) run off the main thread.
  const pagesLoading = 'frontend' in options ? undefined : (import('virtual:react-router/server-build') as Promise<ServerBuild>);
  pagesLoading?.catch(() => {});
  let boot: Awaited<ReturnType<typeof bootShop>>;
  try {
    boot = await bootShop('shop server');
    await startChangeBus(env.DATABASE_URL);
  } catch (error) {
    server.close();
    throw error;
  }
  let shop: http.RequestListener;
  if ('frontend' in options) {
    // No render cache in development: an edited page shows at the next request.
    shop = timeRequests(createApp(options.frontend));
  } else {
    const renderCache = createRenderCache({ maxBytes: env.RENDER_CACHE_MB * 1024 * 1024, maxAgeMs: RENDER_CACHE_MAX_AGE_MS });
    const build = await pagesLoading!;
    startPhase('pages loaded');
    const app = createApp(builtFrontend(options.clientDir, build), options.testRoutes, { renderCache });
    // Anonymous pages are answered from the render cache before Express sees them.
    watchRenderCache(renderCache.stats);
    shop = timeRequests((req, res) => renderCache.handle(req, res, () => app(req, res)));
  }
  server.off('request', starting);
  server.on('request', shop);
  startPhase('open');
  logStartPhases();
  databaseWatch.start();
  const stopHousekeeping = startHousekeeping();
  const stopBackups = startBackupSchedule();
  const stopRateUpdates = env.FX_RATES_URL === 'off' ? () => {} : startRateUpdates(env.FX_RATES_URL);
  const shownUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  console.log(`\n  The shop is open at ${shownUrl}  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  console.log(`  Database: ${env.DATABASE_URL ? 'PostgreSQL' : `embedded, in ${env.dataDir}`}`);
  // Demo passwords are random and stored nowhere: shown at the start that made them, and never again.
  for (const account of boot.demoAccounts)
    console.log(`  Demo ${account.role}: ${account.email}  password: ${account.password}  (shown this once)`);
  if (boot.demoAdminExists)
    console.log(`  Demo admin: ${DEMO_ADMIN_EMAIL} (password shown at the first start; npm run admin sets a new one)`);
  console.log('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 9_000);
    force.unref();
    databaseWatch.stop();
    stopHousekeeping();
    stopBackups();
    stopRateUpdates();
    server.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        server.getConnections((_e, n) => {
          if (n === 0) {
            clearInterval(wait);
            resolve();
          }
        });
      }, 50);
      setTimeout(() => {
        clearInterval(wait);
        server.closeAllConnections();
        resolve();
      }, 7_000).unref();
    });
    await stopChangeBus();
    await closeDatabase().catch((error) => logger.error({ err: error }, 'closing the database failed'));
    boot.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return server;
}
