import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: a few files at a time keeps PGlite start-up and real-Postgres databases from thrashing.
    maxWorkers: 2,
  },
});
