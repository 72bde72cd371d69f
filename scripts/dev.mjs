// npm run dev: the shop on React Router's Vite dev server inside the Express app (as React Router's
// Express template does it), on the embedded database unless DATABASE_URL is set. Route and component
// edits reach the browser at once; changes to start-up code (server/, the database module) need a restart.
import http from 'node:http';
import { BUILD_MINIMUM, requireNode } from './check-node.mjs';

requireNode(BUILD_MINIMUM);
process.env.NODE_ENV ??= 'development';

const { createServer } = await import('vite');
const server = http.createServer();
// The hot-reload socket shares the shop's port: nothing else to open or forward.
// React Router's Node and Express adapters go through Vite too, so that they and the app share one
// copy of react-router (its RouterContextProvider is checked by identity).
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
  ssr: { noExternal: ['@react-router/node', '@react-router/express'] },
});
try {
  const { start } = await vite.ssrLoadModule('/server/app.ts');
  const { devFrontend } = await vite.ssrLoadModule('/server/dev-frontend.ts');
  await start({ frontend: devFrontend(vite), server });
} catch (error) {
  const forOperator = ['DataDirLockedError', 'StartError'].includes(error?.name);
  console.error(forOperator ? error.message : error);
  await vite.close();
  process.exit(1);
}
