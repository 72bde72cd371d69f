import type { Plugin } from 'vite';

/** Where the built server finds the embedded database's thread: beside its entry (build/server/). */
export const EMBEDDED_DATABASE_WORKER_FILE = 'embedded-database-worker.js';

/**
 * Builds the embedded database's thread (app/server/platform/embedded-database.worker.ts) as a file
 * of its own beside the server bundle, under a name the server can find: a worker starts from a file,
 * and the server build's entries are all named by React Router. Emitting a chunk is Rollup's
 * documented plugin interface.
 */
export function embeddedDatabaseWorker(): Plugin {
  return {
    name: 'embedded-database-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: './app/server/platform/embedded-database.worker.ts', fileName: EMBEDDED_DATABASE_WORKER_FILE });
    },
  };
}
