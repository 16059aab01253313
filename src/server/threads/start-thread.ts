import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { startThreadPoolAtNormalPriority } from './background-priority';

/** The file a pool's threads start from: one per set of jobs (the parsers', the offline engine's). */
export interface ThreadEntry {
  /** Built, the entry is its own file beside the server bundle: `<name>.js` (scripts/build.mjs lists each one). */
  name: string;
  /** The entry's TypeScript source, which a server run from source starts through tsx. */
  source: URL;
}

// From source (tests, `npm run dev`, benches) the thread's entry is TypeScript and loads through
// tsx like the rest of the server; built, it is a file of its own beside the server bundle.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Starts a thread of a worker pool (worker-pool.ts) at `entry`. */
export function startThread(entry: ThreadEntry, options: WorkerOptions): Worker {
  startThreadPoolAtNormalPriority();
  if (!FROM_SOURCE) return new Worker(new URL(`./${entry.name}.js`, import.meta.url), options);
  // tsx's register() (the ESM build of tsx/esm/api, beside tsx/esm) hooks its loader into this thread.
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm')), 'api', 'index.mjs')).href;
  const source = `const { register } = await import(${JSON.stringify(tsxApi)});\nregister();\nawait import(${JSON.stringify(entry.source.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), options);
}
