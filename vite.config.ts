import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: isSsrBuild ? { target: 'node22' } : { target: 'es2022' },
  environments: {
    ssr: {
      build: {
        // The Express host is bundled with the app so the server has one copy of every module.
        rolldownOptions: { input: './server/app.ts' },
      },
    },
  },
}));
