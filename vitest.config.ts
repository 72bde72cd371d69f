import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin does not load in tests.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: [
      'eslint/**/*.test.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'server/**/*.test.ts',
      'db/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['tests/setup-unit.ts'],
    globalSetup: ['tests/embedded-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file gets its own database; two at a time fits two cores and the embedded database's memory.
    maxWorkers: 2,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
