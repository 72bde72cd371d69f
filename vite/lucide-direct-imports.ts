import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { HeartIcon } from 'lucide-react'` so that no module imports lucide's barrel:
 *
 * - In the server build each icon is imported from its own file and wrapped by serverIcon
 *   (app/server/render/server-icons.server.ts), which builds an icon's markup once instead of on every
 *   render.
 * - In the browser build the icon's shapes are written into the importing module, made into a
 *   component by the shop's small createLucideIcon (app/components/ui/lucide-icon.ts) instead of
 *   lucide's runtime. An icon then travels with the code that draws it: as its own module, each icon
 *   shared by two pages became a file of a few hundred bytes that a phone fetched on its own
 *   (a product page fetched seven), and admin-only icons never reach the shop's shared chunks.
 */
const SERVER_ICONS = fileURLToPath(new URL('../app/server/render/server-icons.server.ts', import.meta.url));
const BROWSER_ICON_FACTORY = fileURLToPath(new URL('../app/components/ui/lucide-icon.ts', import.meta.url));
const LUCIDE_ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;

export function lucideDirectImports(): Plugin {
  const require = createRequire(import.meta.url);
  const iconsDir = path.join(path.dirname(require.resolve('lucide-react')), '..', 'esm', 'icons');
  let files: Map<string, string> | null = null;
  const iconFiles = () => {
    if (files) return files;
    const barrel = path.join(iconsDir, '..', 'lucide-react.mjs');
    files = new Map();
    for (const [, names, file] of fs.readFileSync(barrel, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const alias of names.matchAll(/default as (\w+)/g)) files.set(alias[1], file);
    }
    return files;
  };
  const data = new Map<string, string>();
  /** The icon's `{ name, size, node }` as written in its file (an old name's file re-exports another). */
  const iconData = (file: string): string => {
    let found = data.get(file);
    if (found) return found;
    const text = fs.readFileSync(path.join(iconsDir, `${file}.mjs`), 'utf8');
    const literal = /const __iconData = (\{[\s\S]*?\});\n/.exec(text)?.[1];
    const target = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(text)?.[1];
    if (literal) found = literal;
    else if (target) found = iconData(target);
    else throw new Error(`lucide icon file ${file}.mjs has a shape this plugin does not know`);
    data.set(file, found);
    return found;
  };

  return {
    name: 'lucide-direct-imports',
    enforce: 'pre',
    // An icon file reached some other way in the browser build also uses the small factory.
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer || !LUCIDE_ICON_FILE.test(importer)) return null;
      return this.environment?.config.consumer === 'server' ? null : BROWSER_ICON_FACTORY;
    },
    transform(code, id, options) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes("from 'lucide-react'")) return null;
      const server = options?.ssr ?? this.environment?.config.consumer === 'server';
      let header = '';
      const rewritten = code.replace(/import \{([^}]+)\} from 'lucide-react';/g, (whole, list: string) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const lines: string[] = [];
        const kept: string[] = [];
        for (const specifier of specifiers) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/);
          const file = specifier.startsWith('type ') ? undefined : iconFiles().get(imported);
          if (file && server) {
            lines.push(`import __lucide_${local} from 'lucide-react/icons/${file}'; const ${local} = __serverIcon(__lucide_${local});`);
            header = `import { serverIcon as __serverIcon } from '${SERVER_ICONS}';\n`;
          } else if (file) {
            lines.push(`const ${local} = /*#__PURE__*/ __createIcon(${iconData(file)});`);
            header = `import __createIcon from '${BROWSER_ICON_FACTORY}';\n`;
          } else kept.push(specifier);
        }
        if (kept.length === specifiers.length) return whole;
        if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
        return lines.join(' ');
      });
      return header ? `${header}${rewritten}` : rewritten;
    },
  };
}
