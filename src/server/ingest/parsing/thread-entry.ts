import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { startThreadPoolAtNormalPriority } from '../background-priority';

// From source (tests, `npm run dev`, benches) the thread's entry is TypeScript and loads through
// tsx like the rest of the server; built, it is its own file beside the server bundle
// (scripts/build.mjs builds it as a second entry).
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Starts a parsing thread (parse-thread.ts). */
export function startParseThread(options: WorkerOptions): Worker {
  startThreadPoolAtNormalPriority();
  if (!FROM_SOURCE) return new Worker(new URL('./parse-thread.js', import.meta.url), options);
  // tsx's register() (the ESM build of tsx/esm/api, beside tsx/esm) hooks its loader into this thread.
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm')), 'api', 'index.mjs')).href;
  const entry = new URL('./parse-thread.ts', import.meta.url).href;
  const source = `const { register } = await import(${JSON.stringify(tsxApi)});\nregister();\nawait import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), options);
}
