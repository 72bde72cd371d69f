// Shared by the auth and access integration tests: drive better-auth's real handler and the route modules.
import fs from 'node:fs';
import path from 'node:path';

export const BASE = 'http://localhost:3999';

let ipCounter = 1;
/** A fresh documentation-range address, so per-address limits never couple unrelated tests. */
export const freshIp = () => `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function authCall(
  p: string,
  options: { body?: unknown; cookie?: string; ip?: string; method?: string; headers?: Record<string, string> } = {},
) {
  const { getAuth, CLIENT_IP_HEADER } = await import('../../app/server/auth/auth.server.ts');
  const headers = new Headers({
    origin: BASE,
    'content-type': 'application/json',
    [CLIENT_IP_HEADER]: options.ip ?? freshIp(),
    ...options.headers,
  });
  if (options.cookie) headers.set('cookie', options.cookie);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  return getAuth().handler(
    new Request(`${BASE}/api/auth${p}`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}) }),
  );
}

/** `name=value` of the session cookie a response sets. */
export function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!line) throw new Error(`no session cookie (status ${response.status})`);
  return line.split(';')[0];
}

export async function makeUser(email: string, password = 'first-password-1', role: 'user' | 'admin' = 'user', name = 'Test Shopper') {
  const { upsertUser } = await import('../../app/server/data/users.server.ts');
  return upsertUser({ email, password, name, role });
}

export async function signIn(email: string, password = 'first-password-1') {
  const response = await authCall('/sign-in/email', { body: { email, password } });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}

/** A request as the Express host hands it to a route: same origin, client address set, optional form body. */
export async function routeRequest(p: string, options: { cookie?: string; form?: Record<string, string>; ip?: string } = {}) {
  const { CLIENT_IP_HEADER } = await import('../../app/server/auth/auth.server.ts');
  const headers = new Headers({ origin: BASE, [CLIENT_IP_HEADER]: options.ip ?? freshIp() });
  if (options.cookie) headers.set('cookie', options.cookie);
  if (!options.form) return new Request(`${BASE}${p}`, { headers });
  return new Request(`${BASE}${p}`, { method: 'POST', headers, body: new URLSearchParams(options.form) });
}

/** What a route function returned or threw: a Response, a data() value, or a plain object. */
export function unwrap(result: unknown): { status: number; data: Record<string, unknown> | null; headers: Headers } {
  if (result instanceof Response) return { status: result.status, data: null, headers: result.headers };
  const r = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (r && r.type === 'DataWithResponseInit') {
    return { status: r.init?.status ?? 200, data: r.data as Record<string, unknown>, headers: new Headers(r.init?.headers) };
  }
  return { status: 200, data: result as Record<string, unknown>, headers: new Headers() };
}

export async function settle(fn: () => unknown) {
  try {
    return unwrap(await fn());
  } catch (thrown) {
    return unwrap(thrown);
  }
}

/** Mails written to the test's outbox, oldest first, decoded enough to find links. */
export function outbox(): string[] {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    );
}

export function linkIn(mail: string, pattern: RegExp): string {
  const match = mail.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${mail}`);
  return match[0];
}
