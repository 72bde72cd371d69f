import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { authCall, makeUser } from './auth-helpers.ts';

// Per-address limits are lifted here so that only the shop's own guessing rules are at work.
process.env.AUTH_RATE_LIMIT = '1000';
setupTestDatabase();

const signIn = (email: string, password: string, ip: string) => authCall('/sign-in/email', { body: { email, password }, ip });

async function failureRows() {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  return { own: await db().select().from(schema.signInFailures), betterAuth: await db().select().from(schema.rateLimit) };
}

describe('password guessing', () => {
  it('never locks the owner out: the guessing address is refused, the owner elsewhere signs in', async () => {
    await makeUser('owner@example.in', 'owner-pass-2026');
    const guesser = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await signIn('owner@example.in', `guess-${i}-xx`, guesser)).status);
      // While the guessing goes on, the owner signs in from home.
      if (i === 10) expect((await signIn('owner@example.in', 'owner-pass-2026', '198.51.100.20')).status).toBe(200);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    // The guessing address stays refused even with the right password; the owner's next sign-in still works.
    const fromGuesser = await signIn('owner@example.in', 'owner-pass-2026', guesser);
    expect(fromGuesser.status).toBe(429);
    expect((await fromGuesser.json()).code).toBe('ACCOUNT_THROTTLED');
    expect((await signIn('owner@example.in', 'owner-pass-2026', '198.51.100.21')).status).toBe(200);
  });

  it("keeps counting guesses spread over many addresses, in the shop's own table, and the right password still works", async () => {
    await makeUser('spread@example.in', 'spread-pass-2026');
    for (let i = 0; i < 11; i++) expect((await signIn('spread@example.in', `guess-${i}-xx`, `192.0.2.${i + 1}`)).status).toBe(401);
    const { own, betterAuth } = await failureRows();
    expect(own.map((row) => row.count).sort((a, b) => b - a)[0]).toBe(11);
    expect(own.every((row) => !row.key.includes('spread@example.in'))).toBe(true);
    expect(betterAuth.some((row) => row.key.startsWith('account|'))).toBe(false);
    expect((await signIn('spread@example.in', 'spread-pass-2026', '192.0.2.200')).status).toBe(200);
  });
});
