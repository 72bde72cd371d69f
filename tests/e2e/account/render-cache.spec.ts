import type { APIRequestContext } from '@playwright/test';
import { baseUrl, createShopper, expect, sql, test } from '../fixtures';

// Catalogue pages come from the render cache for everyone; a signed-in shopper's own data (the page's
// data request, or her page when none is kept) never does, and never reaches anyone else.
test('a signed-in shopper’s own data never comes from the cache or reaches another shopper', async ({ playwright, request }) => {
  const contexts: APIRequestContext[] = [];
  const signedIn = async (name: string) => {
    const user = await createShopper(request, name);
    const context = await playwright.request.newContext({ baseURL: baseUrl() });
    contexts.push(context);
    const res = await context.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { Origin: baseUrl() },
    });
    expect(res.ok()).toBeTruthy();
    return { user, context };
  };
  const anonymous = await playwright.request.newContext({ baseURL: baseUrl() });
  contexts.push(anonymous);

  const dataOf = (path: string) => `${path}.data`;
  for (const path of ['/products', '/product/SKU1730000000001']) {
    await anonymous.get(path);
    const cached = await anonymous.get(path);
    expect(cached.headers().etag, `${path} is cached for visitors`).toBeTruthy();

    const a = await signedIn('Asha Cachetest');
    const b = await signedIn('Bela Cachetest');
    // The page: the one kept for everyone (with the hint that her parts are to come), or rendered for her.
    const pageOfA = await a.context.get(path);
    const textOfA = await pageOfA.text();
    if (pageOfA.headers().etag) {
      expect(pageOfA.headers()['set-cookie']).toContain('shop-personal=1');
      expect(textOfA).not.toContain(a.user.email);
    } else expect(textOfA).toContain(a.user.email);
    expect(textOfA).not.toContain(b.user.email);

    // Her parts: rendered for her on every request.
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const data = await me.context.get(dataOf(path));
      expect(data.headers().etag, `${dataOf(path)} is rendered for a shopper`).toBeUndefined();
      const text = await data.text();
      expect(text).toContain(me.user.email);
      expect(text).not.toContain(other.user.email);
    }

    for (const address of [path, dataOf(path)]) {
      const afterThem = await (await anonymous.get(address)).text();
      expect(afterThem).not.toContain(a.user.email);
      expect(afterThem).not.toContain(b.user.email);
    }
  }
  for (const context of contexts) await context.dispose();
});

// After a change the cache renders the page again; when it is the same page the browser kept, the
// answer is a 304, whose headers replace the kept ones. Its policy must still allow the page's own
// inline scripts, or the page stays without them (the fixture fails on the browser's complaint).
test('a page revisited after a change that left it the same is still alive', async ({ page }) => {
  const firstVisit = await page.goto('/size-guide');
  expect(firstVisit?.headers()['etag']).toBeTruthy();
  await sql(page.request, 'update products set name = name where false');
  // The browser asks with the page's ETag; the server's answer is a 304 (the browser reports the kept page).
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.shopPage?.ready === true)).toBe(true);
});
