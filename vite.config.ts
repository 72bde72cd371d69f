import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { shopChunks } from './vite/chunking.ts';
import { precompressAssets } from './vite/precompress.ts';
import { embeddedDatabaseWorker } from './vite/embedded-database-worker.ts';
import { stylesheetAfterPaint } from './vite/stylesheet-after-paint.ts';

const chunks = shopChunks(new URL('./app/root.tsx', import.meta.url).href);

/**
 * Packages the server build leaves to Node.js to load from node_modules: native add-ons
 * (argon2, sharp), packages that read files beside their own code or start threads by file name
 * (PGlite's WebAssembly, pg, pino), the S3 SDK (loaded only when a bucket is used), the mail
 * libraries, and React, so that the pages and the mails (rendered by react-email from node_modules)
 * share one copy. Every other package is bundled into the server build, which spares Node.js
 * resolving and compiling some thousands of files at each start (docs/decisions/0018-server-bundle.md).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pg',
  'pino',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'nodemailer',
  '@react-email/components',
  'react',
  'react-dom',
  // Loaded with the first invoice PDF, not at start.
  'pdfkit',
];

/**
 * React's and React Router's files ask V8 to compile every function while the file streams in, off
 * the main thread (V8's explicit compile hints: the comment must open the file, hence after
 * minification). Nearly all of their functions run while the page hydrates; compiled lazily, each
 * was compiled on the main thread inside React's slices of work (record 0035).
 */
const compileHint = (chunk: { name: string }) => (chunk.name.startsWith('framework-') ? '//# allFunctionsCalledOnLoad' : '');

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [tailwindcss(), reactRouter(), chunks.plugin, stylesheetAfterPaint(), precompressAssets(), embeddedDatabaseWorker()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: isSsrBuild ? { target: 'node22' } : { target: 'es2022' },
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === '1',
        rolldownOptions: { output: { codeSplitting: chunks.codeSplitting, postBanner: compileHint } },
      },
    },
    ssr: {
      // Only the built server: the dev server keeps loading packages from node_modules.
      resolve: command === 'build' ? { noExternal: true, external: LOADED_FROM_NODE_MODULES } : {},
      build: {
        // The Express host is bundled with the app so the server has one copy of every module.
        rolldownOptions: { input: './server/app.ts' },
      },
    },
  },
}));
