// The end-to-end test server: the built shop, plus the test hooks that the shop's own build never contains.
import path from 'node:path';
import { mountTestHooks, type ShopInternals } from './test-hooks.ts';

// The exchange rates come from a stand-in for the European Central Bank, dated today.
if (!process.env.FX_RATES_URL) {
  const { startFakeEcb } = await import('../../fake-ecb.ts');
  process.env.FX_RATES_URL = (await startFakeEcb()).url;
}

// The server's log goes nowhere during the run (Playwright ignores its output), so a server that stops
// mid-run says so on its error output, with the exit code it chose (no line at all: it was killed).
process.on('exit', (code) => {
  if (code !== 0) process.stderr.write(`The test server exited with code ${code}.\n`);
});

// As scripts/start.mjs: the production builds of React and the other libraries.
process.env.NODE_ENV ??= 'production';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const shop = (await import(path.join(buildDir, 'server', 'index.js'))) as ShopInternals & {
  start: (options: { clientDir: string; testRoutes?: (app: import('express').Express) => void }) => Promise<unknown>;
};
await shop.start({ clientDir: path.join(buildDir, 'client'), testRoutes: (app) => mountTestHooks(app, shop) });
