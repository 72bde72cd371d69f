import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from './env.server.ts';

/** AUTH_SECRET when configured; otherwise a random secret made once and kept in the data folder. */
export function authSecret(): string {
  const env = getEnv();
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, '.auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
