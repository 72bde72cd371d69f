import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StorageBackend, StoredObject } from './backend.server.ts';

/**
 * Files in a folder on this machine. Keys under `cache/` (resized pictures) go to a sibling folder
 * so that the uploads folder holds originals only and can be backed up alone.
 */
export function localBackend(uploadsDir: string, cacheDir: string): StorageBackend {
  const fileOf = (key: string) => (key.startsWith('cache/') ? path.join(cacheDir, key.slice('cache/'.length)) : path.join(uploadsDir, key));

  return {
    name: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed: a reader (or a crash) never meets half a file
      // under the real name, which is served as immutable for a year.
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temp, body);
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const stat = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return {
        body: handle.createReadStream(),
        size: stat.size,
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    async exists(key) {
      return fs.promises.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      for (const [root, keyPrefix] of [
        [uploadsDir, ''],
        [cacheDir, 'cache/'],
      ] as const) {
        if (!fs.existsSync(root)) continue;
        for (const entry of await fs.promises.readdir(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
          const full = path.join(entry.parentPath, entry.name);
          const key = keyPrefix + path.relative(root, full).split(path.sep).join('/');
          if (!key.startsWith(prefix)) continue;
          yield { key, size: (await fs.promises.stat(full)).size };
        }
      }
    },
  };
}
