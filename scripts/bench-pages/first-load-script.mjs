// The script a first visit of each page needs before React takes over, read from the build's route
// manifest: the client entry, the root route and the page's route with everything they import
// statically (what the boot script preloads). Files fetched later on first use (drawers, dialogs,
// the toaster, the carousel) are not in it. gzip -9, the framework chunk counted apart.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function firstLoadScript(clientDir, pages) {
  const assets = path.join(clientDir, 'assets');
  const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  const source = fs.readFileSync(path.join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;
  return pages.map((p) => {
    const route = manifest.routes[p.route];
    const files = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      manifest.routes.root.module,
      ...(manifest.routes.root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]);
    let framework = 0;
    let shop = 0;
    for (const file of files) {
      if (/\/framework-[\w-]+\.js$/.test(file)) framework += gzipKb(file);
      else shop += gzipKb(file);
    }
    return { page: p.name, files: files.size, 'framework KB gz': +framework.toFixed(1), 'shop JS KB gz': +shop.toFixed(1) };
  });
}
