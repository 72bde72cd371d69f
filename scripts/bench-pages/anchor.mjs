// The anchor: a typical client-rendered React shop front (Vite + React + Radix), the kind of app
// the shop replaces. bench:pages builds it and measures it in the same run as the shop, so that each
// figure can be read as a ratio to it: absolute Lighthouse figures on a shared machine move from
// day to day, a ratio measured side by side much less.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The anchor's own files (what decides its build), in a fixed order. */
function sourceFiles(dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', '.git'].includes(entry.name)) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk('');
  return files;
}

/**
 * Builds the anchor once per version of its sources: a copy in a scratch folder (its home may be
 * read-only), `npm install && npx vite build`, and dist/ kept in node_modules/.cache/bench-anchor/<hash>.
 * Returns the built dist/ folder.
 */
export function buildAnchor(anchorDir, cacheRoot) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(anchorDir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(anchorDir, file)));
  const key = hash.digest('hex').slice(0, 16);
  const kept = path.join(cacheRoot, 'bench-anchor', key, 'dist');
  if (fs.existsSync(path.join(kept, 'index.html'))) return kept;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-anchor-'));
  try {
    console.log(`building the anchor (${anchorDir}) in ${work}: npm install && npx vite build`);
    fs.cpSync(anchorDir, work, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
    const run = (command, args) => execFileSync(command, args, { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
    run('npx', ['vite', 'build', '--logLevel', 'warn']);
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.cpSync(path.join(work, 'dist'), kept, { recursive: true });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return kept;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built anchor as a static host would: gzip for text, long caching for hashed assets, and
 * index.html for any other path (a client-rendered app's routes). Everything is read and compressed
 * once at start, so the server's own work does not weigh on the measured loads.
 */
export function serveAnchor(distDir, port) {
  const files = new Map();
  for (const file of sourceFiles(distDir)) {
    const body = fs.readFileSync(path.join(distDir, file));
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const compressible = /text|json|svg/.test(type);
    files.set(`/${file.split(path.sep).join('/')}`, { body, gzip: compressible ? zlib.gzipSync(body, { level: 6 }) : null, type });
  }
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://anchor').pathname);
    const file = files.get(pathname) ?? files.get('/index.html');
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? file.gzip : file.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${port}`, close: () => server.close() }));
  });
}
