// `npm run admin -- <command>`: administration from the server's shell (README, Administration).
// Like `npm start`, it runs from the build (rebuilt when missing or older than its sources), on the
// same settings and database.
import path from 'node:path';
import process from 'node:process';
import { requireSupportedNode } from './require-node.mjs';

requireSupportedNode();
const { ensureBuilt } = await import('./build.mjs');
await ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(path.resolve('dist/server/admin.js'));
