import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { getEnv } from '../app/server/env.server.ts';
import { logger } from '../app/server/logger.server.ts';
import { MEDIA_WIDTHS } from '../app/lib/media-widths.ts';
import { resolveKey } from '../app/server/storage.server.ts';


/** Serves stored files; images in a requested width are made once with sharp and cached on disk. */
export async function serveMedia(req: Request, res: Response) {
  const raw = (req.params as Record<string, string | string[]>).key ?? '';
  const key = Array.isArray(raw) ? raw.join('/') : raw;
  const resolved = resolveKey(key);
  if (!resolved || !fs.existsSync(resolved.file)) {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  if (resolved.contentType === 'application/pdf') {
    res.set('Content-Disposition', `attachment; filename="${path.basename(resolved.file)}"`);
    res.type('application/pdf').sendFile(resolved.file);
    return;
  }
  const width = Number(req.query.w);
  if (!req.query.w || !MEDIA_WIDTHS.includes(width)) {
    res.type('image/webp').sendFile(resolved.file);
    return;
  }
  const cached = path.join(getEnv().dataDir, 'cache', `${width}`, resolved.file.slice(path.join(getEnv().dataDir, 'uploads').length));
  try {
    if (!fs.existsSync(cached)) {
      await fs.promises.mkdir(path.dirname(cached), { recursive: true });
      const { default: sharp } = await import('sharp');
      const body = await sharp(resolved.file).resize({ width, withoutEnlargement: true }).webp({ quality: 76 }).toBuffer();
      await fs.promises.writeFile(cached, body);
    }
    res.type('image/webp').sendFile(cached);
  } catch (error) {
    logger.error({ err: error, key }, 'media resize failed');
    res.type('image/webp').sendFile(resolved.file);
  }
}
