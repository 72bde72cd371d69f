// `npm run backup` while the shop runs on the embedded database: the shop holds the data folder, so the
// command asks it (on this machine, with a token derived from the shop's secret) to take the backup.
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../../app/server/platform/data-dir-lock.server.ts';
import type { Env } from '../../app/server/platform/env.server.ts';

type Holder = { pid: number; holder: string; port?: number };

/** The shop server holding the data folder, or null when none runs (the command then opens it itself). */
export function runningShop(dataDir: string): Holder | null {
  try {
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8')) as Holder;
    return lock.holder === 'shop server' && isAlive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

export async function askRunningShop(env: Env, shop: Holder, to: string | undefined) {
  const { backupCommandToken } = await import('../../app/server/backup/command-token.server.ts');
  const port = shop.port ?? env.PORT;
  const url = new URL(`http://127.0.0.1:${port}/internal/backup`);
  if (to) url.searchParams.set('to', to);
  let answer: Response;
  try {
    answer = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${backupCommandToken()}` } });
  } catch {
    throw new Error(`The shop (pid ${shop.pid}) holds ${env.dataDir} but does not answer on 127.0.0.1:${port}.`);
  }
  const body = (await answer.json().catch(() => ({}))) as { location?: string; bytes?: number; seconds?: number; error?: string };
  if (!answer.ok || !body.location) throw new Error(body.error ?? `The shop answered ${answer.status}.`);
  return { location: body.location, bytes: body.bytes ?? 0, seconds: body.seconds ?? 0 };
}
