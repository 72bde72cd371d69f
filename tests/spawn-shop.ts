import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A port no program listens on, as the system hands it out (on every address, as the shop binds by
 * default). Test files run side by side: random ports from fixed ranges met, and a shop then found
 * its port taken.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The shop as its own process on a fresh data folder, no demo data, on a free port
 * (`scripts/start.mjs` runs the built shop, `scripts/dev.mjs` the development server).
 */
export async function spawnShop(script: 'scripts/start.mjs' | 'scripts/dev.mjs', folderPrefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const port = await freePort();
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
