import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed.ts';

const SCRIPT = 'export const greeting = "namaste";\n'.repeat(40);

/** A build folder with one script and its Brotli copy, under `parent`; the static files follow the Brotli handler as in the shop. */
async function serveBuild(parent: string) {
  const dir = path.join(parent, 'assets');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'entry.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'entry.js.br'), zlib.brotliCompressSync(SCRIPT));
  const app = express()
    .use('/assets', precompressedAssets(dir, { maxAge: '1y', immutable: true }))
    .use('/assets', express.static(dir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/entry.js` };
}

describe('the Brotli copies of the build', () => {
  for (const parentName of ['build', '.release']) {
    it(`are sent labelled as Brotli and decode to the script, with the build under ${parentName}/`, async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-precompressed-'));
      const { server, url } = await serveBuild(path.join(root, parentName));
      try {
        // fetch decodes Brotli itself: the text is the script only if the label matches the bytes.
        const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe('br');
        expect(await response.text()).toBe(SCRIPT);
      } finally {
        server.close();
        fs.rmSync(root, { recursive: true, force: true });
      }
    });
  }
});
