import { defineConfig } from 'vitest/config';

const serverTests = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    env: { STUDIUM_TEST_DB: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// The same server tests run on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      serverTests('pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverTests('postgres', 'postgres')] : []),
    ],
  },
});
