import type { BrowserContext, Page } from '@playwright/test';
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

/** WhatsApp opens in a new tab; this keeps the tests off the internet. */
export async function fakeWhatsApp(context: BrowserContext) {
  await context.route(/wa\.me|whatsapp\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** Clicks the footer's Chat on WhatsApp link (a delegated analytics click) and closes the tab it opens. */
export async function clickFooterWhatsApp(page: Page) {
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Chat on WhatsApp/ })
    .click();
  await (await popup).close();
}
