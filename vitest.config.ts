import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// A test reaches the database only through the test app, the database client or the test database
// settings; the rest (the engine, parsers, speech…) would run the same twice, so PostgreSQL runs only
// the tests that can tell the two databases apart (decision 059).
const USES_DATABASE = /test-app'|useTestApp|db\/client'|STUDIUM_TEST_DB|TEST_DATABASE_URL/;
const databaseTests = () =>
  readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('src/server', file))
    .filter((file) => USES_DATABASE.test(readFileSync(file, 'utf8')));

const serverTests = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: database === 'postgres' ? databaseTests() : ['src/server/**/*.test.ts'],
    exclude: database === 'postgres' ? [] : ['src/server/**/*.postgres.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    env: { STUDIUM_TEST_DB: database },
    // A file's first engine or parser job starts its thread and loads the language data: seconds when
    // the machine is quiet, tens of seconds on two busy cores.
    testTimeout: 60_000,
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
