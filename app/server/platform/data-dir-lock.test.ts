import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.server.ts';

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and takes over a dead holder’s lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(()=>{}, 10000)']);
    await new Promise((r) => child.once('spawn', r));
    fs.writeFileSync(path.join(dir, '.lock'), JSON.stringify({ pid: child.pid, holder: 'shop server' }));
    expect(() => lockDataDir(dir, 'seed command')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, 'seed command')).toThrow(/in use by another process \(shop server/);
    child.kill();
    await new Promise((r) => child.once('exit', r));
    const release = lockDataDir(dir, 'seed command');
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
