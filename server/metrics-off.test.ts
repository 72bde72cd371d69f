import http from 'node:http';
import { describe, expect, it } from 'vitest';

// Without METRICS_TOKEN nobody reads the figures, so the shop pays nothing for them on any request.
delete process.env.METRICS_TOKEN;
const { timeRequests } = await import('./metrics-route.ts');
const { registry, timedQuery } = await import('../app/server/platform/metrics.server.ts');

describe('metrics off', () => {
  it('leaves requests and queries untimed and gathers no Node.js figures', async () => {
    const listener: http.RequestListener = (_req, res) => void res.end('ok');
    // The shop's own listener, not a wrapper that reads the clock and adds a listener per request.
    expect(timeRequests(listener)).toBe(listener);
    expect(await timedQuery(async () => 'rows')).toBe('rows');
    const text = await registry.metrics();
    expect(text).toMatch(/^shop_db_query_duration_seconds_count 0$/m);
    expect(text).not.toContain('shop_nodejs_heap_size_used_bytes');
  });
});
