import { defineConfig } from 'vitest/config';

const serverTests = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    exclude: database === 'postgres' ? [] : ['src/server/**/*.postgres.test.ts'],
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
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
        },
      },
      serverTests('pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverTests('postgres', 'postgres')] : []),
    ],
  },
});
