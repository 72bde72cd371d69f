import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-cmd-'));

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: '' },
      timeout: 120_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

afterAll(async () => {
  const { closeDatabase } = await import('../../app/server/platform/db.server.ts');
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('explains its usage, creates an admin, then promotes and re-passwords the same account', async () => {
    const usage = await admin('--email', 'owner@example.in');
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Usage: npm run admin -- --email');

    expect((await admin('--email', 'owner@example.in', '--password', 'short')).out).toContain('at least 8 characters');

    const created = await admin('--email', 'Owner@Example.in', '--password', 'owner-pass-2026', '--name', 'Kavya');
    expect(created.out).toContain('Admin owner@example.in created.');
    const again = await admin('--email', 'owner@example.in', '--password', 'owner-pass-2027');
    expect(again.out).toContain('owner@example.in is now an admin; password updated.');

    const { openDatabase, schema } = await import('../../app/server/platform/db.server.ts');
    const db = await openDatabase({ dataDir });
    const users = await db.select().from(schema.user);
    expect(users.map((u) => ({ email: u.email, role: u.role, verified: u.emailVerified, name: u.name }))).toEqual([
      { email: 'owner@example.in', role: 'admin', verified: true, name: 'Kavya' },
    ]);
    const { verify } = await import('@node-rs/argon2');
    const [account] = await db.select().from(schema.account);
    expect(await verify(account.password!, 'owner-pass-2027')).toBe(true);
  }, 240_000);
});
