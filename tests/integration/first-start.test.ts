import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../spawn-shop.ts';

// The README's first command, as a newcomer runs it on a fresh clone: `npm start` (which builds, then
// serves), with none of the shop's variables set. It must open the demo shop and print the demo
// accounts once.

const README = fs.readFileSync(path.resolve('README.md'), 'utf8');
const PRODUCTS_NONE = 'No products found matching your filters.';
const DEMO_PRODUCT = { id: 'SKU1730000000001', name: 'Chikankari Cotton Straight Kurta' };

/** Every variable of the README's configuration table. */
function shopVariables() {
  const table = README.split('## Configuration')[1].split('\n## ')[0];
  return [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap(([, cell]) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name));
}

/** The environment of a shell with none of the shop's variables (nor NODE_ENV) set. */
function plainEnvironment() {
  const env = { ...process.env };
  for (const name of [...shopVariables(), 'NODE_ENV', 'BUILD_DIR']) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('S3_') || name.startsWith('E2E_')) delete env[name];
  return env;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-'));
// In the checkout, beside its own build: the server finds its packages in the checkout's node_modules.
const buildDir = fs.mkdtempSync(path.resolve('build-first-start-'));
const port = Number(process.env.FIRST_START_PORT ?? (await freePort()));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** Runs `command`, waits until the shop answers, hands back what it printed and stops it. */
async function startAndStop(command: string, args: string[], look: (base: string) => Promise<void>) {
  const child = spawn(command, args, {
    // Only the port and the data folder are this test's own (so it runs beside other shops), and the
    // build folder, so the build it makes does not replace the one other tests run.
    env: { ...plainEnvironment(), PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 200_000;
    while (!printed.includes('The shop is open')) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the shop did not start:\n${printed}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await look(base);
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
  return printed;
}

describe('a first start on a fresh clone', () => {
  it('npm start with no shop variables opens the demo shop and prints the demo accounts once', async () => {
    expect(shopVariables()).toEqual(expect.arrayContaining(['DEMO_DATA', 'PUBLIC_URL', 'DATABASE_URL', 'PORT', 'DATA_DIR']));

    const first = await startAndStop('npm', ['start'], async (base) => {
      const html = await (await fetch(`${base}/products`)).text();
      expect(html.includes(PRODUCTS_NONE), 'the listing says it has no products').toBe(false);
      expect(new Set(html.match(/href="\/product\/[^"]+"/g)).size, 'products on the listing').toBeGreaterThanOrEqual(8);
      expect((await (await fetch(`${base}/product/${DEMO_PRODUCT.id}`)).text()).includes(DEMO_PRODUCT.name), 'a demo product').toBe(true);
    });
    expect(first).toMatch(/Demo admin: \S+@\S+ {2}password: \S+ {2}\(shown this once\)/);
    expect(first).toMatch(/Demo shopper: \S+@\S+ {2}password: \S+ {2}\(shown this once\)/);

    // A second start of the same shop (its build already made) keeps the catalogue and shows no password.
    const second = await startAndStop(process.execPath, ['scripts/start.mjs'], async (base) => {
      expect((await (await fetch(`${base}/product/${DEMO_PRODUCT.id}`)).text()).includes(DEMO_PRODUCT.name), 'a demo product').toBe(true);
    });
    expect(second).not.toContain('shown this once');
    expect(second).not.toMatch(/password: \S/);
  }, 300_000);
});
