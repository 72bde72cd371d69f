import routes from '../../app/routes';
import { ADMIN, baseUrl, expect, test } from './fixtures';

type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };
const flatten = (list: Entry[]): Entry[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/** A URL for every route of the route config, and React Router's data URL of each page. */
function urls(): string[] {
  const out = new Set<string>();
  for (const route of flatten(routes as Entry[])) {
    if (route.path === undefined && !route.index) continue;
    const path = `/${route.path ?? ''}`
      .replace(/:id\b/g, 'SKU1730000000001')
      // better-auth's own routes: one that reads a body (sign-out would end the test's session).
      .replace('/api/auth/*', '/api/auth/sign-in/email')
      .replace('*', 'no-such-page');
    out.add(path);
    if (!path.startsWith('/api/') && !route.file.endsWith('.ts')) out.add(path === '/' ? '/_.data' : `${path}.data`);
  }
  return [...out];
}

/** What outside scanners send: each must be answered 4xx, never 500 and never accepted. */
const MALFORMED: { name: string; contentType: string; body: string }[] = [
  { name: 'broken JSON', contentType: 'application/json', body: '{"email": "a@b.in", ' },
  {
    name: 'JSON with a NUL byte',
    contentType: 'application/json',
    body: '{"email":"a\\u0000@b.in","items":[{"sku":"SKU\\u0000","qty":1}],"productId":"SKU\\u0000"}',
  },
  { name: 'plain text', contentType: 'text/plain', body: 'hello' },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
  {
    name: 'broken multipart',
    contentType: 'multipart/form-data; boundary=shop',
    body: '--shop\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
  },
  {
    name: 'a form with NUL bytes and line breaks',
    contentType: 'application/x-www-form-urlencoded',
    body: 'intent=add&email=a%00%40b.in&password=x%00y&productId=SKU%00&redirectTo=%2F%0D%0ASet-Cookie%3A%20x%3D1&name=A%01B&id=x%00&token=t%00',
  },
];

test('no request a client can send to an action or API route produces a 500', async ({ playwright }) => {
  test.setTimeout(300_000);
  const admin = await playwright.request.newContext({ baseURL: baseUrl(), maxRedirects: 0 });
  const signIn = await admin.post('/api/auth/sign-in/email', { data: ADMIN, headers: { Origin: baseUrl() } });
  expect(signIn.ok()).toBe(true);
  const visitor = await playwright.request.newContext({ baseURL: baseUrl(), maxRedirects: 0 });

  const wrong: string[] = [];
  const check = (what: string, status: number, expected: (s: number) => boolean) => {
    if (!expected(status)) wrong.push(`${what}: ${status}`);
  };
  const is4xx = (s: number) => s >= 400 && s < 500;
  for (const url of urls()) {
    // No Origin and a Referer that is not a URL: refused as cross-site, for a visitor and a signed-in admin alike.
    for (const [who, context] of [
      ['visitor', visitor],
      ['admin', admin],
    ] as const) {
      const res = await context.post(url, {
        headers: { Referer: 'http://[not a url', 'content-type': 'application/x-www-form-urlencoded' },
        data: 'email=a%40b.in',
      });
      // better-auth checks its own routes (400); everything else is the shop's check (403).
      check(`${who} POST ${url} malformed Referer`, res.status(), (s) => (url.startsWith('/api/auth/') ? is4xx(s) : s === 403));
    }
    // A signed-in admin reaches every action, so the body is read; the sign-in pages send signed-in people home, so a visitor posts there.
    const sender = url.startsWith('/auth') ? visitor : admin;
    for (const bad of MALFORMED) {
      const res = await sender.post(url, { headers: { Origin: baseUrl(), 'content-type': bad.contentType }, data: bad.body });
      check(`POST ${url} ${bad.name}`, res.status(), is4xx);
    }
  }
  expect(wrong).toEqual([]);
  await admin.dispose();
  await visitor.dispose();
});
