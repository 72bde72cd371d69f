import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The shop as its own process on a fresh data folder, no demo data, on a random port of `ports`
 * (`scripts/start.mjs` runs the built shop, `scripts/dev.mjs` the development server).
 */
export function spawnShop(script: 'scripts/start.mjs' | 'scripts/dev.mjs', folderPrefix: string, ports: { from: number; count: number }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const port = ports.from + Math.floor(Math.random() * ports.count);
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      NODE_ENV: script === 'scripts/dev.mjs' ? 'development' : 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  return { child, dataDir, port };
}
