import { baseUrl, createShopper, expect, test } from '../fixtures';

// Values that have sent people to another site through a "return to" parameter somewhere.
const BYPASSES = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  'https:evil.example',
  '//user@evil.example',
  '/@evil.example',
  '/\\@evil.example',
  '\\/evil.example',
];

/** Where a browser goes with this Location header, as an origin and path. */
function landing(location: string) {
  const url = new URL(location, baseUrl());
  return { origin: url.origin, schemeRelative: url.pathname.startsWith('//') };
}

test('signing in never sends the shopper to another site, whatever redirectTo says', async ({ request }) => {
  const shopper = await createShopper(request);
  for (const redirectTo of BYPASSES) {
    // The page's hidden field carries only a path of this shop.
    const page = await request.get(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
    expect(page.status(), redirectTo).toBe(200);
    const field = (await page.text()).match(/name="redirectTo" value="([^"]*)"/)?.[1] ?? '';
    expect(landing(field.replace(/&amp;/g, '&')), `page field for ${JSON.stringify(redirectTo)}`).toEqual({
      origin: baseUrl(),
      schemeRelative: false,
    });

    // And the sign-in form posted with the raw value (as a crafted page would) redirects within the shop.
    const response = await request.post('/auth', {
      form: { intent: 'signin', email: shopper.email, password: shopper.password, redirectTo },
      headers: { Origin: baseUrl() },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
    expect(landing(response.headers().location), `Location for ${JSON.stringify(redirectTo)}`).toEqual({
      origin: baseUrl(),
      schemeRelative: false,
    });
  }
});

test('a redirectTo within the shop is kept, with its query', async ({ page }) => {
  const shopper = await createShopper(page.request);
  await page.goto(`/auth?redirectTo=${encodeURIComponent('/products?category=sarees')}`);
  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/products?category=sarees`);
});

test('a tab in redirectTo does not carry a signing-in shopper off the shop', async ({ page }) => {
  const shopper = await createShopper(page.request);
  await page.goto(`/auth?redirectTo=${encodeURIComponent('/\t/evil.example')}`);
  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
});
