import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { HeartIcon } from 'lucide-react'` into one import per icon file. The bundle is
 * the same, but the module graph then says exactly which icons each file uses, which the chunking
 * in vite/chunking.ts needs to keep admin-only icons out of the shop's shared chunk.
 *
 * In the server build each icon is also wrapped by serverIcon (app/server/server-icons.server.ts),
 * which builds an icon's markup once instead of on every render; the browser keeps lucide's own.
 */
const SERVER_ICONS = fileURLToPath(new URL('../app/server/server-icons.server.ts', import.meta.url));

export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | null = null;
  const iconFiles = () => {
    if (files) return files;
    const barrel = createRequire(import.meta.url)
      .resolve('lucide-react')
      .replace(/cjs[\\/]lucide-react\.js$/, path.join('esm', 'lucide-react.mjs'));
    files = new Map();
    for (const [, names, file] of fs.readFileSync(barrel, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const alias of names.matchAll(/default as (\w+)/g)) files.set(alias[1], file);
    }
    return files;
  };
  return {
    name: 'lucide-direct-imports',
    enforce: 'pre',
    transform(code, id, options) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes("from 'lucide-react'")) return null;
      const server = options?.ssr ?? this.environment?.config.consumer === 'server';
      let wrapped = false;
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
            wrapped = true;
          } else if (file) lines.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else kept.push(specifier);
        }
        if (kept.length === specifiers.length) return whole;
        if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
        return lines.join(' ');
      });
      return wrapped ? `import { serverIcon as __serverIcon } from '${SERVER_ICONS}';\n${rewritten}` : rewritten;
    },
  };
}
