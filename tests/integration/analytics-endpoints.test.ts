import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

/** A beacon as the shop answers it, without HTTP: the status. */
const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function post(path: 'track' | 'track-page-duration', body: unknown, clientIp = '203.0.113.7', userAgent = PHONE_CHROME) {
  const { answerPageDuration, answerTrack } = await import('../../app/server/actions/analytics-beacons.server.ts');
  const answer = path === 'track' ? answerTrack : answerPageDuration;
  const result = await answer(typeof body === 'string' ? body : JSON.stringify(body), { clientIp, userAgent, user: async () => null });
  return result.status;
}

async function rows(text: string, params: unknown[] = []) {
  const { db } = await import('../../app/server/platform/db.server.ts');
  const { sql } = await import('drizzle-orm');
  const chunks = text.split(/\$(\d+)/);
  const query = sql.empty();
  chunks.forEach((chunk, i) => query.append(i % 2 === 0 ? sql.raw(chunk) : sql`${params[Number(chunk) - 1]}`));
  return ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

// The browser sends its touch points; the device, browser and system come from the request's User-Agent.
const session = { touchPoints: 5 };

describe('POST /api/track', () => {
  it('stores the session, page views and funnel events of a good batch', async () => {
    const status = await post('track', {
      sessionId: 'good-session-0001',
      session,
      events: [
        {
          type: 'page_view',
          pageUrl: '/products?filter=occasion&value=bridal&token=secret',
          pageTitle: 'Collections',
          previousPageUrl: 'https://www.google.com/search?q=x',
        },
        { type: 'search_performed', pageUrl: '/search?q=silk', searchQuery: 'silk saree', properties: { results: 0 } },
        {
          type: 'custom_order_form_field_filled',
          formFieldName: 'phone',
          formFieldValue: '9876543210',
          p_form_field_value: '9876543210',
          properties: { value: '9876543210' },
        },
      ],
    });
    expect(status).toBe(204);
    const [s] = await rows('select * from user_sessions where session_id = $1', ['good-session-0001']);
    expect(s).toMatchObject({ device_type: 'mobile', browser: 'Chrome', os: 'Android', user_agent: PHONE_CHROME, user_id: null });
    const views = await rows('select * from page_views where session_id = $1', ['good-session-0001']);
    // Query parameters that could carry secrets are dropped; an outside referrer keeps its origin only.
    expect(views).toMatchObject([
      { page_url: '/products?filter=occasion&value=bridal', page_title: 'Collections', previous_page_url: 'https://www.google.com' },
    ]);
    const events = await rows('select * from funnel_events where session_id = $1 order by id', ['good-session-0001']);
    expect(events.map((e) => e.event_type)).toEqual(['search_performed', 'custom_order_form_field_filled']);
    expect(events[0]).toMatchObject({ search_query: 'silk saree', properties: { results: 0 } });
    expect(events[1]).toMatchObject({ form_field_name: 'phone', properties: null });
    expect(JSON.stringify(events)).not.toContain('9876543210');
  });

  it('reads the device from the request, not from what a page of an older version says of itself', async () => {
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    const older = { deviceType: 'desktop', browser: 'Firefox', os: 'Linux', userAgent: 'made up' };
    expect(await post('track', { sessionId: 'device-session-0001', session: older, events: [] }, '203.0.113.8')).toBe(204);
    expect(await post('track', { sessionId: 'device-session-0002', session: { touchPoints: 5 }, events: [] }, '203.0.113.8', ipad)).toBe(
      204,
    );
    const stored = await rows(
      "select session_id, device_type, browser, os, user_agent from user_sessions where session_id like 'device-session-%' order by session_id",
    );
    expect(stored).toEqual([
      { session_id: 'device-session-0001', device_type: 'mobile', browser: 'Chrome', os: 'Android', user_agent: PHONE_CHROME },
      { session_id: 'device-session-0002', device_type: 'tablet', browser: 'Safari', os: 'iOS', user_agent: ipad },
    ]);
  });

  it('refuses unknown types, oversize properties, a missing session and junk with 400, storing nothing', async () => {
    const before = await rows('select count(*)::int as n from funnel_events');
    const bad = [
      { sessionId: 'bad-session-0001', events: [{ type: 'purchase_completed' }] },
      { sessionId: 'bad-session-0001', events: [{ type: 'product_viewed', properties: { note: 'x'.repeat(201) } }] },
      {
        sessionId: 'bad-session-0001',
        events: [{ type: 'product_viewed', properties: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])) }],
      },
      { sessionId: 'bad-session-0001', events: [{ type: 'product_viewed', properties: { nested: { deep: 1 } } }] },
      { events: [{ type: 'product_viewed' }] },
      { sessionId: '', events: [{ type: 'product_viewed' }] },
      { sessionId: 'bad session with spaces', events: [] },
      { sessionId: 'bad-session-0001', events: Array.from({ length: 31 }, () => ({ type: 'section_clicked' })) },
      { sessionId: 'bad-session-0001', events: [{ type: 'page_view', pageUrl: 'https://evil.example/' }] },
      { sessionId: 'bad-session-0001', events: [{ type: 'scroll_depth_reached', scrollPercentage: 250 }] },
      'not json',
    ];
    for (const body of bad) expect(await post('track', body), JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(await post('track', { sessionId: 'bad-session-0001', events: [], pad: 'x'.repeat(20_000) })).toBe(413);
    expect(await rows('select count(*)::int as n from funnel_events')).toEqual(before);
    expect(await rows('select * from user_sessions where session_id = $1', ['bad-session-0001'])).toEqual([]);
  });
});

describe('POST /api/track-page-duration', () => {
  it('stores a good beacon and refuses bad ones', async () => {
    expect(await post('track-page-duration', { session_id: 'duration-0001', page_url: '/cart', duration_seconds: 42 })).toBe(204);
    expect(await rows('select page_url, duration_seconds from page_durations where session_id = $1', ['duration-0001'])).toEqual([
      { page_url: '/cart', duration_seconds: 42 },
    ]);
    expect(await post('track-page-duration', { page_url: '/cart', duration_seconds: 4 })).toBe(400);
    expect(await post('track-page-duration', { session_id: 'duration-0001', page_url: '/cart', duration_seconds: -1 })).toBe(400);
    expect(await post('track-page-duration', { session_id: 'duration-0001', page_url: '/cart', duration_seconds: 'long' })).toBe(400);
    expect(await post('track-page-duration', { session_id: 'duration-0001', page_url: 'javascript:alert(1)', duration_seconds: 3 })).toBe(
      400,
    );
  });
});

describe('the beacons over HTTP (answered by Express, before React Router)', () => {
  it('answer 204 without a body, JSON errors, and the multipart refusal of every route that takes no files', async () => {
    const { beaconRoutes } = await import('../../server/beacons.ts');
    const server = http.createServer(express().use(beaconRoutes)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    try {
      const stored = await fetch(url('/api/track'), {
        method: 'POST',
        body: JSON.stringify({ sessionId: 'http-session-0001', events: [] }),
      });
      expect([stored.status, await stored.text()]).toEqual([204, '']);
      expect(await rows('select count(*)::int as n from user_sessions where session_id = $1', ['http-session-0001'])).toEqual([{ n: 1 }]);
      const invalid = await fetch(url('/api/track-page-duration'), { method: 'POST', body: '\ufeff{"session_id":1}' });
      expect([invalid.status, invalid.headers.get('content-type'), await invalid.json()]).toEqual([
        400,
        'application/json; charset=utf-8',
        { error: 'Invalid duration beacon' },
      ]);
      const files = await fetch(url('/api/track'), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: `--x\r\n${'x'.repeat(70_000)}\r\n--x--\r\n`,
      });
      expect([files.status, await files.text()]).toEqual([413, 'Files are too large. Each file may be at most 10 MB.']);
    } finally {
      server.close();
    }
  });
});
