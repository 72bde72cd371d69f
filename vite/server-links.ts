import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SERVER_LINK = fileURLToPath(new URL('../app/server/render/server-link.server.ts', import.meta.url));

/**
 * In the server build, `Link` imported from 'react-router' becomes serverLink(Link)
 * (app/server/render/server-link.server.ts), which writes plain links without the router's hooks. The
 * browser build is untouched: it keeps React Router's Link.
 */
export function serverLinks(): Plugin {
  return {
    name: 'server-links',
    enforce: 'pre',
    transform(code, id, options) {
      if (id.includes('node_modules') || !/\.tsx$/.test(id.split('?')[0]) || !code.includes("from 'react-router'")) return null;
      const server = options?.ssr ?? this.environment?.config.consumer === 'server';
      if (!server) return null;
      let wrapped = false;
      const rewritten = code.replace(/import \{([^}]+)\} from 'react-router';/, (whole, list: string) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (!specifiers.includes('Link')) return whole;
        wrapped = true;
        const kept = specifiers.map((s) => (s === 'Link' ? 'Link as __RouterLink' : s));
        return `import { ${kept.join(', ')} } from 'react-router'; const Link = __serverLink(__RouterLink);`;
      });
      return wrapped ? `import { serverLink as __serverLink } from '${SERVER_LINK}';\n${rewritten}` : null;
    },
  };
}
