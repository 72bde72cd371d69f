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
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    if (!type || req.acceptsEncodings('br') !== 'br') return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path))) + '.br';
    if (!file.startsWith(root + path.sep)) return next();
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.set({ 'Content-Type': type, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
      res.sendFile(file, { ...options, dotfiles: 'deny' }, (sendError) => {
        if (sendError && !res.headersSent) next();
      });
    });
  };
}
