import type { ViteDevServer } from 'vite';
import type { ServerBuild } from 'react-router';
import type { Frontend } from './app.ts';

/**
 * npm run dev: pages come from Vite's dev server, so an edited route or component is picked up by the
 * next request and hot-replaced in the browser (React Refresh), without a build.
 */
export function devFrontend(vite: ViteDevServer): Frontend {
  return {
    files: [vite.middlewares],
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    // The stylesheet as Tailwind makes it now, so a new class in an edited file is styled on reload.
    inlineCss: async () => ((await vite.ssrLoadModule('/app/app.css?inline')) as { default: string }).default,
  };
}
