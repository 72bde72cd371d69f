import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the build's Brotli copies (written by vite/precompress.ts) to browsers that accept them.
 * Anything else falls through to express.static and the compression middleware.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  // The build folder does not change while the server runs: list its Brotli copies once, so a
  // request costs a lookup instead of a file-system call, and only files of the build are served.
  const compressed = new Map<string, string>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (name.endsWith('.br')) compressed.set(`/${name.slice(0, -'.br'.length)}`, path.join(dir, name));
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    const file = compressed.get(req.path);
    if (!type || !file || req.acceptsEncodings('br') !== 'br') return next();
    res.set({ 'Content-Type': type, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    // The path comes from the listing above, so a dot in a parent folder's name (a build kept under
    // a hidden folder) must not make `send` refuse it.
    res.sendFile(file, { ...options, dotfiles: 'allow' }, (sendError) => {
      if (!sendError || res.headersSent) return;
      // The plain file follows: it must not go out labelled as Brotli.
      res.removeHeader('Content-Encoding');
      next();
    });
  };
}
