import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';

const failure = vi.hoisted(() => ({ error: new Error('boom') as Error & { code?: string } }));
vi.mock('../app/server/data/analytics-record.server.ts', () => ({
  recordBatch: async () => {
    throw failure.error;
  },
  recordDuration: async () => {
    throw failure.error;
  },
}));

/** What a beacon whose write fails gets back: status, the headers that matter, body. */
async function failedBeacon(path: string) {
  const { beaconRoutes } = await import('./beacons.ts');
  const server = express().use(beaconRoutes).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const body =
      path === '/api/track'
        ? { sessionId: 'failing-0001', events: [] }
        : { session_id: 'failing-0001', page_url: '/', duration_seconds: 1 };
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      type: res.headers.get('content-type'),
      text: await res.text(),
    };
  } finally {
    server.close();
  }
}

describe('a beacon whose write fails', () => {
  it('answers 503 with Retry-After when the database or the disk is away, as React Router answered it', async () => {
    failure.error = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const answer = await failedBeacon('/api/track');
    expect(answer).toMatchObject({ status: 503, retryAfter: '30', type: 'text/plain; charset=utf-8' });
    expect(answer.text).toMatch(/^Unexpected Server Error/);
  });

  it('answers 500 for any other failure', async () => {
    failure.error = new Error('boom');
    const answer = await failedBeacon('/api/track-page-duration');
    expect(answer).toMatchObject({ status: 500, retryAfter: null, type: 'text/plain; charset=utf-8' });
    expect(answer.text).toMatch(/^Unexpected Server Error/);
  });
});
