import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { shopChunks } from './vite/chunking.ts';
import { precompressAssets } from './vite/precompress.ts';
import { stylesheetAfterPaint } from './vite/stylesheet-after-paint.ts';

const chunks = shopChunks(new URL('./app/root.tsx', import.meta.url).href);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), chunks.plugin, stylesheetAfterPaint(), precompressAssets()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: isSsrBuild ? { target: 'node22' } : { target: 'es2022' },
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === '1',
        rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
      },
    },
    ssr: {
      build: {
        // The Express host is bundled with the app so the server has one copy of every module.
        rolldownOptions: { input: './server/app.ts' },
      },
    },
  },
}));
