import type { APIRequestContext } from '@playwright/test';
import { baseUrl, createShopper, expect, test } from '../fixtures';

// Anonymous pages come from the render cache; a signed-in shopper's never do.
test('a signed-in shopper never gets a cached page or another shopper’s data', async ({ playwright, request }) => {
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

  for (const path of ['/products', '/products.data', '/product/SKU1730000000001']) {
    await anonymous.get(path);
    const cached = await anonymous.get(path);
    expect(cached.headers().etag, `${path} is cached for visitors`).toBeTruthy();

    const a = await signedIn('Asha Cachetest');
    const pageOfA = await a.context.get(path);
    expect(pageOfA.headers().etag, `${path} is rendered for a shopper`).toBeUndefined();
    expect(await pageOfA.text()).toContain(a.user.email);

    const b = await signedIn('Bela Cachetest');
    const pageOfB = await b.context.get(path);
    const textOfB = await pageOfB.text();
    expect(textOfB).toContain(b.user.email);
    expect(textOfB).not.toContain(a.user.email);

    const afterThem = await (await anonymous.get(path)).text();
    expect(afterThem).not.toContain(a.user.email);
    expect(afterThem).not.toContain(b.user.email);
  }
  for (const context of contexts) await context.dispose();
});
