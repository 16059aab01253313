// The server the browser tests drive: the built app on a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';

process.env.PORT ??= '3100';
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'studium-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
// Every test signs a user up from 127.0.0.1; the production cap on sign-ups would stop the suite.
process.env.AUTH_SIGN_UPS_PER_ADDRESS ??= '10000';
delete process.env.DATABASE_URL;
delete process.env.PUBLIC_URL;

// Not through start.mjs: its Node version check is for people running Studium; the test server
// runs on whichever Node runs the tests (.ci/run brings the supported one).
await ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(path.resolve('dist/server/main.js'));
