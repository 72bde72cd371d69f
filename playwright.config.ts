import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

// One fresh shop per run: its own data folder and port. Workers inherit these from the runner.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
process.env.E2E_PORT ??= '4310';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Every new context opens a browser window, and each window starts a renderer for the address bar's
// suggestion popup (chrome://omnibox-popup.top-chrome), a page no test sees: a process and about a
// quarter of a second per test, on a machine whose two cores the suite keeps busy.
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
// The last --disable-features wins, so the features Playwright turns off itself (its
// chromiumSwitches, for Linux) are named again.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A stray test.only fails the run in CI instead of silently skipping everything else (Vitest does the same by default: allowOnly is off when CI is set).
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A shopper in India, as the shop's shoppers mostly are: the browser's own en-US made every page
    // offer dollar estimates at the foot of the screen a moment after hydration, over whatever a test
    // was about to tap there (the listing's pages once did). The tests of a shopper abroad say so.
    locale: 'en-IN',
    // A trace records a screencast and a DOM snapshot at every step, which costs CPU in every test;
    // CI keeps only the printed report, so it runs without (a local run keeps the failures' traces).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /no-script\// },
    // Every form must work before (or without) scripts.
    { name: 'no-script', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false }, testMatch: /no-script\/.*\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node --max-semi-space-size=4 tests/e2e/server/start-test-server.ts',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      DEMO_DATA: '1',
      ADMIN_EMAIL: 'owner@e2e.shop',
      ADMIN_PASSWORD: 'owner-e2e-password',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0042',
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT: '1000',
      PENDING_UPLOADS_PER_CLIENT: '10000',
      UPI_ID: 'aangan.boutique@okhdfcbank',
      AUTH_RATE_LIMIT: '1000',
      BEACON_RATE_LIMIT: '100000',
      ANALYTICS_SESSIONS_PER_CLIENT_HOUR: '100000',
      SEED_IMAGE_CACHE: path.resolve('node_modules/.cache/seed-images'),
      // AVIF copies of every picture shown cost minutes of CPU per run (tests/integration/storage.test.ts covers them).
      AVIF_COPIES: '0',
    },
  },
});
