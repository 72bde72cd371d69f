import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'owner@e2e.shop', password: 'owner-e2e-password' };

export const dataDir = () => process.env.E2E_DATA_DIR!;
export const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Posts to one of the test server's hooks. Playwright's request context keeps connections alive and
 * hands a call an idle one from its pool (a `Connection: close` header does not stop that), so a call
 * can go out on a connection the server's 5 s idle timeout is closing at that moment: the server never
 * read it and the call fails with ECONNRESET. That one error is tried once more (Playwright retries
 * only it); the header keeps this call's own connection out of the pool.
 */
export function postToHook(request: APIRequestContext, hook: 'sql' | 'user' | 'housekeeping', data?: unknown) {
  return request.post(`${baseUrl()}/__e2e/${hook}`, { data, headers: { Connection: 'close' }, maxRetries: 1 });
}

/** Runs SQL on the shop's database through the test-only hook (the server holds the embedded database). */
export async function sql<T = Record<string, unknown>>(request: APIRequestContext, text: string, params: unknown[] = []): Promise<T[]> {
  const response = await postToHook(request, 'sql', { text, params });
  const body = await response.json();
  if (!response.ok()) throw new Error(`SQL failed: ${body.error}`);
  return body.rows as T[];
}

let counter = 0;
/** A new verified shopper with a unique e-mail. */
export async function createShopper(request: APIRequestContext, name = 'Test Shopper') {
  const email = `shopper-${Date.now()}-${process.pid}-${counter++}@e2e.shop`;
  const password = 'shopper-password-1';
  const response = await postToHook(request, 'user', { email, password, name, role: 'user' });
  const user = await response.json();
  return { id: user.id as string, email, password, name };
}

/** Signs in through better-auth's endpoint; the browser context keeps the cookie. */
export async function login(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseUrl() },
    maxRetries: 1, // as postToHook: a pooled connection the server is closing; the server never read the call
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export const loginAsAdmin = (page: Page) => login(page, ADMIN);

/** Mails written to the outbox since `since` (ms), newest last. */
export function readOutbox(since = 0): { file: string; text: string }[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).mtimeMs >= since)
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

/** Decodes a quoted-printable mail body enough to find links in it. */
export function mailText(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

export async function expectNoA11yViolations(page: Page) {
  await finishRunningTransitions(page);
  // Legacy mode runs axe in the page itself. The default runs it in every frame, then merges the
  // results in a new blank page: a second page per check, for frames the shop does not have.
  // A toast that begins to fade out while axe reads it is seen half-transparent: read the page again
  // once it has come to rest (a real violation is there again), three reads at most.
  let { results, moved } = await analyzeWhileStill(page);
  for (let tries = 1; moved && results.violations.length > 0 && tries < 3; tries++) {
    await finishRunningTransitions(page);
    ({ results, moved } = await analyzeWhileStill(page));
  }
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Runs axe, and says whether a transition or animation started while it read the page. */
async function analyzeWhileStill(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { motionSeen?: boolean; motionWatch?: boolean };
    w.motionSeen = false;
    if (w.motionWatch) return;
    w.motionWatch = true;
    for (const type of ['transitionstart', 'animationstart'])
      document.addEventListener(type, () => void (w.motionSeen = true), { capture: true });
  });
  const results = await withEveryPartLaidOut(page, () => new AxeBuilder({ page }).setLegacyMode().analyze());
  const moved = await page.evaluate(() => (window as unknown as { motionSeen?: boolean }).motionSeen === true);
  return { results, moved };
}

/**
 * Runs `read` with every part below the first screen laid out. The browser lays out such a part
 * (the below-fold class) only as it nears the screen; axe misreads the colours of a part it skips
 * (dequelabs/axe-core#2768), and a part's box is its estimated height until then. So the page is read
 * as a shopper scrolling to each part sees it, then left as it was.
 */
export async function withEveryPartLaidOut<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
  try {
    return await read();
  } finally {
    await style.evaluate((element) => (element as HTMLStyleElement).remove());
  }
}

/**
 * A toast or drawer caught half-faded has text at partial opacity, which axe rightly reports as
 * low contrast; a shopper reads it once it has arrived. So wait for finite CSS transitions and
 * animations to end (endless ones, like a spinner, are left running), at most 3 s.
 */
async function finishRunningTransitions(page: Page) {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
  });
}

/**
 * Pages hydrate after the load event (app/lib/page-start.ts), so React takes over a moment
 * after `goto` returns. A test acts like a shopper who waits for the page to be ready; the
 * tests of what happens before the scripts ask for `waitUntil: 'domcontentloaded'` and act before.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !window.shopPage || window.shopPage.ready);
}

const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load';

/**
 * `page.goto` and `page.reload` wait, as a person does, until the page is alive (hydrated), not only
 * loaded. The test's own page gets this by itself; a page a test opens in another context (the owner
 * beside the shopper) must be given it: clicked before hydration, a form is sent without scripts.
 */
export function untilAlive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await waitForHydration(page);
    return response;
  };
  return page;
}

/** console.error in the page fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // `provide`, not `use`: the React hooks lint rule would take Playwright's fixture callback for React's use().
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled ? untilAlive(page) : page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // HTTP error statuses are logged by Chromium as console errors; tests assert statuses themselves.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
