// `npm start`: rebuilds what is missing or older than its sources, then runs the server
// (which applies migrations and serves everything on PORT).
import path from 'node:path';
import process from 'node:process';
import { requireSupportedNode } from './require-node.mjs';

requireSupportedNode();
// Loaded only past the version check: the build tools fail in obscure ways on an older Node.
const { ensureBuilt } = await import('./build.mjs');
await ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(path.resolve('dist/server/main.js'));
