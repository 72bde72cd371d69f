import type { Page, Route } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Sends events exactly as the page's track() does (same endpoint, body and session id from
 * session storage), for screens that are built on other branches and not here yet.
 */
export async function postEvents(page: Page, events: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  // The tracker creates the session id once the page is interactive.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('analytics_session_id'))).toBeTruthy();
  const status = await page.evaluate(
    async ({ events, extra }) => {
      const sessionId = sessionStorage.getItem('analytics_session_id');
      const pageUrl = location.pathname + location.search;
      const body = JSON.stringify({ ...extra, sessionId, events: events.map((e) => ({ pageUrl, ...e })) });
      const response = await fetch('/api/track', { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
      return response.status;
    },
    { events, extra },
  );
  expect(status).toBe(204);
}

const WHATSAPP = /wa\.me|whatsapp\.com/;

/**
 * Clicks the footer's Chat on WhatsApp link (a delegated analytics click) and closes the tab it opens,
 * whose page is answered here to keep the tests off the internet. That answer is withdrawn at once:
 * while Playwright intercepts a context's requests, a beacon sent as a page is left is now and then
 * lost in Chromium (4 in 120 full loads in a trial, none without), and leaving pages is what these
 * tests check.
 */
export async function clickFooterWhatsApp(page: Page) {
  const context = page.context();
  const fake = (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  await context.route(WHATSAPP, fake);
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Chat on WhatsApp/ })
    .click();
  await (await popup).close();
  await context.unroute(WHATSAPP, fake);
}
