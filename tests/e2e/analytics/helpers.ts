import type { Page } from '@playwright/test';
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
