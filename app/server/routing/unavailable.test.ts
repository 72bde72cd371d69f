import { describe, expect, it } from 'vitest';
import { noteFailure, unavailableAs503 } from './unavailable.server.ts';

// What a full disk looks like when PGlite cannot extend a table file (seen on a full tmpfs).
const diskFull = Object.assign(new Error('Failed query: insert …: could not extend file "base/5/16663": No space left on device'), {
  name: 'DrizzleQueryError',
});

describe('failures of the database or the disk', () => {
  it('turn the 500 of that request into a 503 with Retry-After', async () => {
    const request = new Request('http://shop.test/api/newsletter', { method: 'POST' });
    noteFailure(request, diskFull);
    const response = await unavailableAs503({ request }, async () => new Response('Something went wrong', { status: 500 }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
  });

  it('keep the rendered error page of a document request', async () => {
    const request = new Request('http://shop.test/products');
    noteFailure(request, diskFull);
    const page = Buffer.from('<!DOCTYPE html><h1>We’ll be right back</h1>');
    const rendered = new Response(page, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    const response = await unavailableAs503({ request }, async () => rendered);
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<!DOCTYPE html><h1>We’ll be right back</h1>');
  });

  it('leave other errors and other requests alone', async () => {
    const request = new Request('http://shop.test/');
    noteFailure(request, new Error('a bug'));
    expect((await unavailableAs503({ request }, async () => new Response('', { status: 500 }))).status).toBe(500);
    const fine = new Request('http://shop.test/');
    expect((await unavailableAs503({ request: fine }, async () => new Response('', { status: 200 }))).status).toBe(200);
  });
});
