import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser } from './auth-helpers.ts';

setupTestDatabase();
// A shop served over https (read once, before anything asks for the configuration).
process.env.PUBLIC_URL = 'https://shop.example';

describe('session cookie on an https shop', () => {
  it('is __Secure- prefixed, Secure, HttpOnly and SameSite=Lax, with the idle age as Max-Age', async () => {
    await makeUser('secure@example.in', 'secure-pass-1');
    const { getAuth, CLIENT_IP_HEADER, SESSION_IDLE_SECONDS } = await import('../../app/server/auth/auth.server.ts');
    const response = await getAuth().handler(
      new Request('https://shop.example/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: 'https://shop.example', 'content-type': 'application/json', [CLIENT_IP_HEADER]: '192.0.2.10' },
        body: JSON.stringify({ email: 'secure@example.in', password: 'secure-pass-1' }),
      }),
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toContain(`Max-Age=${SESSION_IDLE_SECONDS}`);
  });
});
