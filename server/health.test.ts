import { describe, expect, it, vi } from 'vitest';

const ping = vi.fn();
vi.mock('../app/server/platform/db.server.ts', () => ({
  pingDatabase: () => ping(),
  isUnavailableError: (e: { code?: string }) => e?.code === 'ECONNREFUSED',
}));

const { databaseWatch, unavailablePage } = await import('./health.ts');

function fakeResponse() {
  const res = { statusCode: 200, body: '' as unknown, headers: {} as Record<string, string> };
  const api = {
    status(code: number) {
      res.statusCode = code;
      return api;
    },
    set(k: string, v: string) {
      res.headers[k] = v;
      return api;
    },
    type() {
      return api;
    },
    send(b: unknown) {
      res.body = b;
      return api;
    },
    json(b: unknown) {
      res.body = b;
      return api;
    },
  };
  return { res, api };
}

describe('database watch', () => {
  it('answers 503 while the database is away and recovers by itself', async () => {
    vi.useFakeTimers();
    ping.mockRejectedValue(new Error('down'));
    databaseWatch.start();
    await vi.advanceTimersByTimeAsync(2100);
    const down = fakeResponse();
    const next = vi.fn();
    databaseWatch.gate({ accepts: () => true } as never, down.api as never, next);
    expect(next).not.toHaveBeenCalled();
    expect(down.res.statusCode).toBe(503);
    expect(String(down.res.body)).toContain('briefly unavailable');

    ping.mockResolvedValue(undefined);
    await vi.advanceTimersByTimeAsync(2100);
    databaseWatch.gate({ accepts: () => true } as never, fakeResponse().api as never, next);
    expect(next).toHaveBeenCalledOnce();
    databaseWatch.stop();
    vi.useRealTimers();
  });

  it('maps a refused database connection to 503 and other errors to 500', () => {
    const refused = fakeResponse();
    unavailablePage(
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      { accepts: () => false, path: '/' } as never,
      refused.api as never,
      vi.fn(),
    );
    expect(refused.res.statusCode).toBe(503);
    const other = fakeResponse();
    unavailablePage(new Error('boom'), { accepts: () => false, path: '/' } as never, other.api as never, vi.fn());
    expect(other.res.statusCode).toBe(500);
  });
});
