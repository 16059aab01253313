// `npm start`: rebuilds what is missing or older than its sources, then runs the server
// (which applies migrations and serves everything on PORT).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const stamp = 'dist/.build-stamp';
const stale = !existsSync(stamp) || !existsSync('dist/server/main.js') ||
  !existsSync('dist/client/index.html') ||
  Math.max(...SOURCES.map(newestMtime)) > statSync(stamp).mtimeMs;

if (stale) {
  console.log('Building Studium (first start or sources changed)...');
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}

process.env.NODE_ENV ??= 'production';
await import(path.resolve('dist/server/main.js'));
