import { access } from 'node:fs';
import os from 'node:os';

/**
 * The nice value of the threads that parse, read images and speak. On Linux a thread's priority is
 * its own (setpriority on "this process" from a thread changes only that thread), so heavy jobs
 * give way to the main thread when the cores are busy: requests keep answering while other users'
 * files are read. Elsewhere the call changes the whole process, so it is made only on Linux.
 */
export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's CPU priority (Linux only; a refusal is ignored, the job still runs). */
export function lowerThisThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(BACKGROUND_NICE);
  } catch {
    // A sandbox may forbid it; the thread then runs at the main thread's priority, as before.
  }
}

/** The same, as source for a thread started from a data: URL (it cannot import this module). */
export const LOWER_THREAD_PRIORITY_SOURCE = `if (process.platform === 'linux') { try { (await import('node:os')).default.setPriority(${BACKGROUND_NICE}); } catch {} }`;

let threadPoolStarted = false;

/**
 * Called on the main thread before a background thread starts. A new thread inherits the priority
 * of the thread that creates it, and libuv creates its shared pool (file reads, DNS, zlib, crypto
 * for every request) on its first job: were that job a background thread's, the whole pool would
 * run at the background priority. Queuing any job creates the pool there and then.
 */
export function startThreadPoolAtNormalPriority(): void {
  if (threadPoolStarted) return;
  threadPoolStarted = true;
  access(os.tmpdir(), () => {});
}
