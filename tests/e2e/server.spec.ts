import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { baseUrl, dataDir, expect, test } from './fixtures';

test.describe('the server as a whole', () => {
  test('state-changing requests from another site are refused', async ({ request }) => {
    const foreign = await request.post('/api/newsletter', { form: { email: 'a@b.in' }, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    const missing = await request.post('/api/newsletter', { form: { email: 'a@b.in' } });
    expect(missing.status()).toBe(403);
    const same = await request.post('/api/newsletter', {
      form: { email: `frame-${Date.now()}@example.in` },
      headers: { Origin: baseUrl() },
    });
    expect(same.status()).toBe(200);
  });

  test('oversize bodies and control characters are refused before the app', async ({ request }) => {
    const big = await request.post('/api/newsletter', {
      data: 'x'.repeat(70 * 1024),
      headers: { Origin: baseUrl(), 'content-type': 'text/plain' },
    });
    expect(big.status()).toBe(413);
    expect(big.headers().connection).toBe('close');
    const authBig = await request.post('/api/auth/sign-in/email', {
      data: { email: 'a@b.in', password: 'x'.repeat(20 * 1024) },
      headers: { Origin: baseUrl() },
    });
    expect(authBig.status()).toBe(413);
    const nul = await request.get('/products?q=%00abc');
    expect(nul.status()).toBe(400);
  });

  test('an oversize upload is refused with Connection: close, and the next request on a kept-alive agent is answered', async () => {
    // One kept-alive connection, as a browser keeps it: a reset one would fail the next request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        const req = http.request(`${baseUrl()}${path}`, { method, agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect((await send('GET', '/size-guide')).status).toBe(200);
      const boundary = 'shopboundary42';
      const picture = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 1)]);
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ninquiry\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        picture,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const refused = await send(
        'POST',
        '/api/upload',
        { Origin: baseUrl(), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      );
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect((await send('GET', '/size-guide')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  test('a second server or a command on the same data folder stops with a clear message', () => {
    const env = { ...process.env, DATA_DIR: dataDir(), PORT: '4999', HOST: '127.0.0.1' };
    const server = spawnSync('node', ['scripts/start.mjs'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(server.status).toBe(1);
    expect(server.stderr).toMatch(/is in use by another process \(shop server, pid \d+\)/);
    const seed = spawnSync('node', ['scripts/cli.ts', 'seed'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toMatch(/is in use by another process/);
  });

  test("the shop's own build holds no test hook (the SQL door lives in the test server only)", () => {
    const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'server');
    const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const found = files.filter((f) => /__e2e|E2E_HOOKS|mountTestHooks|['"]\/sql['"]/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(found).toEqual([]);
  });

  test('newsletter sign-up stores the address once', async ({ request }) => {
    const { sql } = await import('./fixtures');
    const email = `news-${Date.now()}@example.in`;
    for (let i = 0; i < 2; i++) {
      const res = await request.post('/api/newsletter', { form: { email, source: 'footer' }, headers: { Origin: baseUrl() } });
      expect(res.status()).toBe(200);
    }
    const rows = await sql(request, 'select email, consented_at from newsletter_subscribers where email = $1', [email]);
    expect(rows).toHaveLength(1);
    const bad = await request.post('/api/newsletter', { form: { email: 'not-an-email' }, headers: { Origin: baseUrl() } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors.email).toBe('Please enter a valid email address');
  });
});
