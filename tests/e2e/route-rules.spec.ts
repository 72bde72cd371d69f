import type { APIResponse } from '@playwright/test';
import { baseUrl, expect, test } from './fixtures';

// A route's rules hold for every address React Router answers it at: the page, its data URL, and
// spellings the route table matches alike (case, percent-encoding), not only the ones the host knows.
const INQUIRY_SPELLINGS = ['/inquiry', '/inquiry.data', '/%69nquiry.data', '/INQUIRY', '/Inquiry.data'];

const remainingOf = (res: APIResponse) => Number(/\br=(\d+)/.exec(res.headers()['ratelimit'] ?? '')?.[1] ?? NaN);

test('every spelling of a form route counts against the same per-client form limit and is Origin-checked', async ({ request }) => {
  const remaining: number[] = [];
  for (const url of INQUIRY_SPELLINGS) {
    const res = await request.post(url, { headers: { Origin: baseUrl() }, form: { full_name: '' } });
    expect(res.status(), url).toBe(400);
    remaining.push(remainingOf(res));
  }
  // One counter: each POST leaves fewer (other tests may post in between, so only strictly fewer).
  for (const [i, left] of remaining.entries()) {
    expect(left, INQUIRY_SPELLINGS[i]).not.toBeNaN();
    if (i > 0) expect(left, INQUIRY_SPELLINGS[i]).toBeLessThan(remaining[i - 1]);
  }
  for (const url of INQUIRY_SPELLINGS) {
    const res = await request.post(url, { headers: { Referer: 'https://elsewhere.example/' }, form: { full_name: 'A' } });
    expect(res.status(), url).toBe(403);
    expect(await res.text()).toBe('Cross-site request refused.');
  }
});

test('files are taken by the routes that take files, at every spelling, and refused elsewhere', async ({ request }) => {
  const file = { name: 'large.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(200 * 1024, 7) };
  for (const url of INQUIRY_SPELLINGS) {
    const res = await request.post(url, { headers: { Origin: baseUrl() }, multipart: { full_name: '', reference_images: file } });
    expect(res.status(), `${url}: ${await res.text()}`).not.toBe(413);
  }
  for (const url of ['/products', '/products.data', '/account', '/account.data']) {
    const res = await request.post(url, { headers: { Origin: baseUrl() }, multipart: { reference: file } });
    expect(res.status(), url).toBe(413);
    expect(await res.text()).toBe('Files are too large. Each file may be at most 10 MB.');
  }
});

test('a wrong method gets the same 405 answer on a page, its data URL and an API route', async ({ request }) => {
  const origin = { Origin: baseUrl() };
  const cases: { what: string; send: () => Promise<APIResponse>; allow: string }[] = [
    { what: 'POST to a page without a form', send: () => request.post('/products', { headers: origin }), allow: 'GET, HEAD' },
    { what: 'POST to its data URL', send: () => request.post('/products.data', { headers: origin }), allow: 'GET, HEAD' },
    { what: "POST to the home page's data URL", send: () => request.post('/_.data', { headers: origin }), allow: 'GET, HEAD' },
    { what: 'GET of a POST-only API route', send: () => request.get('/api/newsletter'), allow: 'POST' },
    { what: 'GET of a POST-only upload route', send: () => request.get('/api/upload'), allow: 'POST' },
    {
      what: 'PUT to a page with a form',
      send: () => request.fetch('/inquiry', { method: 'PUT', headers: origin }),
      allow: 'GET, HEAD, POST',
    },
    {
      what: 'PUT to its data URL',
      send: () => request.fetch('/inquiry.data', { method: 'PUT', headers: origin }),
      allow: 'GET, HEAD, POST',
    },
    {
      what: 'DELETE on an API route',
      send: () => request.fetch('/api/wishlist', { method: 'DELETE', headers: origin }),
      allow: 'GET, HEAD, POST',
    },
  ];
  for (const { what, send, allow } of cases) {
    const res = await send();
    expect(res.status(), what).toBe(405);
    expect(res.headers()['content-type'], what).toBe('text/plain; charset=utf-8');
    expect(res.headers()['allow'], what).toBe(allow);
    expect(await res.text(), what).toBe('Method not allowed.');
  }
});

test('a visitor sent to sign in comes back to the page, not to its data URL', async ({ request }) => {
  const page = await request.get('/account/measurements?from=menu', { maxRedirects: 0 });
  expect(page.headers()['location']).toBe('/auth?redirectTo=%2Faccount%2Fmeasurements%3Ffrom%3Dmenu');
  const data = await request.get('/account/measurements.data?from=menu&_routes=routes%2Faccount.measurements');
  expect(await data.text()).toContain('"/auth?redirectTo=%2Faccount%2Fmeasurements%3Ffrom%3Dmenu"');
});
