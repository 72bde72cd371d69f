// `npm run test:scale`: the shop as it runs past one machine, with the real pieces on 127.0.0.1 —
// a PostgreSQL cluster, an S3-compatible server (s3rver), two app servers sharing both, and nginx
// in front of them with deploy/nginx.conf (round-robin). Everything is proved through nginx.
// Ports are chosen free by the system (or SCALE_PORT_BASE, SCALE_PORT_BASE+1… when set).
// Every process started here is stopped on the way out, whether the run passed or not.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createRun } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const started = Date.now();
const { work, fail, freePort, startProcess, waitFor, startS3, onCleanUp } = createRun('test:scale', {
  portBase: process.env.SCALE_PORT_BASE,
  timeoutMs: 180_000,
});
const check = (condition, message) => {
  if (!condition) fail(message);
  console.log(`  ✔ ${message}`);
};

// ---------- the pieces ----------
const ports = { pg: await freePort(), a: await freePort(), b: await freePort(), nginx: await freePort() };
console.log(`test:scale in ${work}: PostgreSQL ${ports.pg}, app servers ${ports.a} and ${ports.b}, nginx ${ports.nginx}`);

if (process.env.SCALE_SKIP_BUILD !== '1') {
  console.log('Building…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) fail('the build failed');
}
const nginxBin = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) => fs.existsSync(p));
if (!nginxBin) fail('nginx is not installed (Debian: apt-get install -y nginx)');

// PostgreSQL: a throwaway cluster, as CI's integration run makes one.
const pgBin = fs
  .readdirSync('/usr/lib/postgresql')
  .sort((x, y) => Number(x) - Number(y))
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .pop();
const pgDir = path.join(work, 'pg');
fs.mkdirSync(pgDir);
const asRoot = process.getuid?.() === 0;
const asPostgres = (cmd) =>
  asRoot ? execFileSync('su', ['postgres', '-c', cmd], { stdio: 'pipe' }) : execFileSync('sh', ['-c', cmd], { stdio: 'pipe' });
if (asRoot) execFileSync('chown', ['postgres', pgDir]);
asPostgres(`${pgBin}/initdb -D ${pgDir}/data -A trust -U postgres >/dev/null`);
asPostgres(
  `${pgBin}/pg_ctl -D ${pgDir}/data -o '-p ${ports.pg} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off' -l ${pgDir}/log -w start >/dev/null`,
);
onCleanUp(() => asPostgres(`${pgBin}/pg_ctl -D ${pgDir}/data -m immediate stop >/dev/null`));
const databaseUrl = `postgres://postgres@127.0.0.1:${ports.pg}/postgres`;
const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const query = async (text, values) => (await sql.query(text, values)).rows;

// S3: s3rver, one bucket. The shop is given only standard S3 settings.
const bucket = 'shop-media';
const s3 = await startS3(root, bucket);

const shopUrl = `http://127.0.0.1:${ports.nginx}`;
const admin = { email: 'owner@scale.test', password: 'scale-owner-password-1' };
const authRateLimit = 5;
function startAppServer(name, port) {
  const dataDir = path.join(work, `data-${name}`);
  return Object.assign(
    startProcess(`app server ${name}`, process.execPath, ['--max-semi-space-size=4', 'scripts/start.mjs'], {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'scale-test-secret-scale-test-secret-0001',
      PUBLIC_URL: shopUrl,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Several servers are what this proves; two-step sign-in for admins has its own tests.
      ADMIN_TWO_FACTOR: '0',
      DEMO_DATA: '0',
      AUTH_RATE_LIMIT: String(authRateLimit),
      FORM_RATE_LIMIT: '500',
      LOG_LEVEL: 'warn',
      ...s3.env,
    }),
    { dataDir, port },
  );
}
const serverA = startAppServer('A', ports.a);
const serverB = startAppServer('B', ports.b);
await Promise.all(
  [serverA, serverB].map((s) => waitFor(s.label, async () => (await fetch(`http://127.0.0.1:${s.port}/healthz`)).ok, 90_000)),
);

// nginx with the committed configuration; only its ports are changed.
const committed = fs.readFileSync('deploy/nginx.conf', 'utf8');
const shopConf = committed
  .replace('127.0.0.1:3001', `127.0.0.1:${ports.a}`)
  .replace('127.0.0.1:3002', `127.0.0.1:${ports.b}`)
  .replace('listen 80;', `listen 127.0.0.1:${ports.nginx};`);
if ([`:${ports.a} `, `:${ports.b} `, `listen 127.0.0.1:${ports.nginx};`].some((part) => !shopConf.includes(part)))
  fail('deploy/nginx.conf no longer has the upstream and listen lines this test fills in');
const nginxDir = path.join(work, 'nginx');
fs.mkdirSync(nginxDir);
// nginx's workers run as an unprivileged user when started by root; they write request bodies here.
fs.chmodSync(nginxDir, 0o777);
fs.writeFileSync(path.join(nginxDir, 'shop.conf'), shopConf);
fs.writeFileSync(
  path.join(nginxDir, 'nginx.conf'),
  `# One process, no master: killing it (even with SIGKILL on a failed run) leaves no worker behind.
master_process off;
worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  # For this test only: which app server answered.
  add_header X-Upstream $upstream_addr always;
  include ${nginxDir}/shop.conf;
}
`,
);
startProcess('nginx', nginxBin, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-g', 'daemon off;']);
await waitFor('nginx', async () => (await fetch(`${shopUrl}/healthz`)).ok);
console.log(`All pieces up in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

// ---------- helpers: requests through nginx, and steering round-robin ----------
const A = `127.0.0.1:${ports.a}`;
const B = `127.0.0.1:${ports.b}`;
/** The server that gave the answer: the last address nginx tried ("A, B" when A refused first). */
const nameOf = (upstream) => {
  const last = upstream.split(',').pop().trim();
  return last === A ? 'A' : last === B ? 'B' : last;
};
let cookie = '';
async function call(p, init = {}) {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET') headers.set('origin', shopUrl);
  if (cookie && !init.anonymous) headers.set('cookie', cookie);
  const response = await fetch(`${shopUrl}${p}`, { ...init, headers, redirect: 'manual' });
  response.server = nameOf(response.headers.get('x-upstream') ?? '');
  return response;
}
/** Round-robin with one nginx worker alternates servers: ask for /healthz until `name` is next. */
async function nextGoesTo(name) {
  for (let i = 0; i < 4; i++) {
    const r = await call('/healthz');
    await r.arrayBuffer();
    if (r.server !== name) return;
  }
  fail(`could not steer a request to server ${name}`);
}
async function answerJson(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    fail(`expected JSON, got ${response.status} from ${response.server || 'nginx'}: ${text.slice(0, 200)}`);
  }
}
const timed = async (fn) => {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
};
const picture = execFileSync(
  process.execPath,
  [
    '-e',
    "require('sharp')({create:{width:1600,height:1200,channels:3,background:'#9c3b2c'}}).jpeg().toBuffer().then(b=>process.stdout.write(b))",
  ],
  { maxBuffer: 1 << 24 },
);
const multipart = (fields, file) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new File([file.bytes], file.name, { type: file.type }));
  return form;
};

// ---------- 1. one sign-in, whichever server answers ----------
console.log('Sign-in shared by both servers');
const signIn = await call('/api/auth/sign-in/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
});
check(signIn.status === 200, `the admin signs in (answered by ${signIn.server})`);
cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const seen = new Set();
for (let i = 0; i < 4; i++) {
  const page = await call('/admin/pricing');
  if (page.status !== 200) fail(`/admin/pricing answered ${page.status} from server ${page.server}`);
  await page.text();
  seen.add(page.server);
}
check(seen.has('A') && seen.has('B'), 'the admin screens open on server A and on server B with the same cookie');

// ---------- 2. a picture uploaded through A is shown by B ----------
console.log('Pictures in the bucket');
await nextGoesTo('A');
const [upload, uploadMs] = await timed(() =>
  call('/admin/upload', {
    method: 'POST',
    body: multipart({ folder: 'products' }, { bytes: picture, name: 'look.jpg', type: 'image/jpeg' }),
  }),
);
const uploaded = await answerJson(upload);
check(
  upload.status === 200 && upload.server === 'A' && /^\/media\/products\/.+\.webp$/.test(uploaded.url),
  `an admin upload through server A is stored (${uploadMs.toFixed(0)} ms)`,
);
await nextGoesTo('B');
const shown = await call(uploaded.url);
const shownBytes = Buffer.from(await shown.arrayBuffer());
check(
  shown.status === 200 && shown.server === 'B' && shown.headers.get('content-type') === 'image/webp' && shownBytes.length > 1000,
  'server B shows the picture from the bucket',
);
check(shown.headers.get('cache-control') === 'public, max-age=31536000, immutable', 'with the same cache headers as from the folder');
await nextGoesTo('B');
const resized = await call(`${uploaded.url}?w=400`);
await resized.arrayBuffer();
check(resized.status === 200 && resized.server === 'B', 'server B makes the 400 px copy');
const variantKey = `cache/400/${uploaded.url.replace('/media/', '')}`;
await nextGoesTo('A');
const resizedOnA = await call(`${uploaded.url}?w=400`);
await resizedOnA.arrayBuffer();
check(
  resizedOnA.status === 200 && resizedOnA.server === 'A' && fs.existsSync(path.join(work, 's3', bucket, variantKey + '._S3rver_object')),
  'server A serves that copy from the bucket',
);

// ---------- 3. a price changed through A is on B's product page at once ----------
console.log('Catalogue changes');
await query(
  `insert into products (id, name, price, category, image, images, is_published) values ('SCALE-1', 'Kota Doria Saree', 2499, 'sarees', $1, array[$1], true)`,
  [uploaded.url],
);
await nextGoesTo('B');
const before = await call('/product/SCALE-1', { anonymous: true });
check(before.status === 200 && (await before.text()).includes('2,499'), `the product page shows ₹2,499 (server ${before.server})`);
await nextGoesTo('A');
const save = await call('/admin/pricing', {
  method: 'POST',
  body: new URLSearchParams({ intent: 'save', id: 'SCALE-1', price: '1999', originalPrice: '2999' }),
});
await save.text();
check(save.status === 200 && save.server === 'A', 'the owner saves ₹1,999 through server A');
await nextGoesTo('B');
const after = await call('/product/SCALE-1', { anonymous: true });
const afterHtml = await after.text();
check(
  after.server === 'B' && afterHtml.includes('1,999') && !afterHtml.includes('2,499'),
  'server B shows ₹1,999 on the very next request',
);

// ---------- 4. an inquiry with a reference file through B, seen with its file by the admin through A ----------
console.log('Enquiries and private files');
await nextGoesTo('B');
const reference = await call('/api/upload', {
  method: 'POST',
  anonymous: true,
  body: multipart({ purpose: 'inquiry' }, { bytes: picture, name: 'reference.jpg', type: 'image/jpeg' }),
});
const referenceUrl = (await answerJson(reference)).url;
check(reference.status === 200 && reference.server === 'B', 'a visitor uploads a reference picture through server B');
await nextGoesTo('B');
const inquiryName = `Scale Visitor ${Date.now()}`;
const inquiry = await call('/inquiry', {
  method: 'POST',
  anonymous: true,
  body: new URLSearchParams({
    full_name: inquiryName,
    phone: '+91 98765 12345',
    preferred_style: 'Saree',
    source: 'home',
    reference_image_urls: referenceUrl,
  }),
});
await inquiry.text();
check(inquiry.status === 200 && inquiry.server === 'B', 'and sends the inquiry through server B');
await nextGoesTo('A');
const inbox = await call('/admin/enquiries');
const inboxHtml = await inbox.text();
check(
  inbox.server === 'A' && inboxHtml.includes(inquiryName) && inboxHtml.includes(referenceUrl),
  'the admin sees the inquiry and its file link through server A',
);
await nextGoesTo('A');
const privateFile = await call(referenceUrl);
await privateFile.arrayBuffer();
check(
  privateFile.status === 200 && privateFile.server === 'A' && privateFile.headers.get('cache-control') === 'private, no-store',
  'and opens the reference file through server A',
);
const anonymousLooks = await Promise.all([call(referenceUrl, { anonymous: true }), call(referenceUrl, { anonymous: true })]);
check(
  anonymousLooks.every((r) => r.status === 404),
  `nobody else can (${anonymousLooks.map((r) => `${r.server}: ${r.status}`).join(', ')})`,
);

// ---------- 4b. her cart lives in the database: a line added through one server is in the other's badge at once ----------
console.log('Cart');
await nextGoesTo('A');
const added = await call('/product/SCALE-1', {
  method: 'POST',
  headers: { accept: 'application/json' },
  body: new URLSearchParams({ intent: 'add', productId: 'SCALE-1', quantity: '2' }),
});
await added.text();
check(added.status === 200 && added.server === 'A', `two pieces go into the cart through server A (${added.status})`);
await nextGoesTo('B');
const cartPage = await call('/cart');
const cartHtml = await cartPage.text();
check(cartPage.server === 'B' && cartHtml.includes('aria-label="Cart, 2 items"'), 'and server B shows them in the badge at once');

// ---------- 5. the sign-in rate limit counts on both servers together ----------
console.log('Rate limits');
const attempts = [];
for (let i = 0; i < authRateLimit * 2 && !attempts.some((a) => a.status === 429); i++) {
  const r = await call('/api/auth/sign-in/email', {
    method: 'POST',
    anonymous: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@scale.test', password: 'wrong-password-1' }),
  });
  await r.text();
  attempts.push({ status: r.status, server: r.server });
}
// The admin's sign-in above was the first attempt of this minute from this address.
const refusedAt = attempts.findIndex((a) => a.status === 429) + 2;
check(
  refusedAt === authRateLimit + 1 && new Set(attempts.map((a) => a.server)).size === 2,
  `attempt ${refusedAt} of the minute is refused with ${authRateLimit} allowed, counted across both servers (${attempts.map((a) => `${a.server}:${a.status}`).join(' ')})`,
);

// ---------- 6. server A dies mid-way; the shop answers through B, and no acknowledged write is lost ----------
console.log('Losing a server');
const acknowledged = [];
let refused = 0;
let sent = 0;
let markKilled = () => {};
const killed = new Promise((resolve) => (markKilled = resolve));
const writer = async (id) => {
  for (let i = 0; i < 20; i++) {
    // Some writes before the kill, the rest after it, however fast the machine: on a fast one all 80
    // were acknowledged before the kill came, and the run failed for want of writes after it.
    if (i === 5) await killed;
    const email = `w${id}-${i}-${Date.now()}@scale.test`;
    sent++;
    const r = await call('/api/newsletter', {
      method: 'POST',
      anonymous: true,
      body: new URLSearchParams({ email, source: 'footer' }),
    }).catch(() => null);
    if (r?.ok) acknowledged.push(email);
    else refused++;
    // A server killed while it sends the rest of an answer cuts the body: the status has already said what happened.
    await r?.text().catch(() => undefined);
  }
};
const writers = Promise.all([0, 1, 2, 3].map(writer));
await waitFor('the first writes', async () => acknowledged.length >= 12, 20_000);
serverA.kill('SIGKILL');
const killedAfter = acknowledged.length;
markKilled();
await writers;
const reads = [];
for (let i = 0; i < 6; i++) {
  const r = await call('/product/SCALE-1', { anonymous: true });
  await r.text();
  reads.push(r);
}
check(
  reads.every((r) => r.status === 200 && r.server === 'B'),
  'after server A is killed, every page is answered by server B',
);
const stored = new Set((await query('select email from newsletter_subscribers where email like $1', ['%@scale.test'])).map((r) => r.email));
const lost = acknowledged.filter((e) => !stored.has(e));
check(
  lost.length === 0 && acknowledged.length > killedAfter,
  `no acknowledged write is lost: ${acknowledged.length} of ${sent} acknowledged (${killedAfter} before the kill), all stored; ${refused} answered with an error`,
);

// ---------- 7. nothing under the data folders: every file is in the bucket ----------
console.log('Storage');
for (const server of [serverA, serverB]) {
  check(
    !fs.existsSync(path.join(server.dataDir, 'uploads')) && !fs.existsSync(path.join(server.dataDir, 'cache')),
    `nothing written under server ${server.label.slice(-1)}'s DATA_DIR/uploads or cache`,
  );
}

await sql.end();
console.log(`\n✔ test:scale passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
