import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import { createWorker, OEM, type LoggerMessage, type Worker } from 'tesseract.js';
import { LOWER_THREAD_PRIORITY_SOURCE, startThreadPoolAtNormalPriority } from '../../threads/background-priority';

const require = createRequire(import.meta.url);

/**
 * The English LSTM model (integer "best" weights) installed with @tesseract.js-data/eng. A local
 * path makes tesseract.js read it with fs; without langPath it would download it from jsDelivr.
 */
export const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** tesseract.js's own worker-thread script; in Node it loads the wasm core from tesseract.js-core with fs. */
const WORKER_SCRIPT = require.resolve('tesseract.js/src/worker-script/node/index.js');

export const OFFLINE_MESSAGE = 'OCR runs offline: its worker thread may not open network connections.';

/**
 * A worker-thread entry that cuts the thread off the network, then runs `script`. The thread has its
 * own globals, so this is the only place a guard can stand; tesseract.js's worker keeps a reference to
 * `fetch` taken when it loads, hence replacing it first. Any download attempt then fails loudly.
 * The thread also gives way to the main thread (background-priority.ts).
 */
export function offlineThreadEntry(script: string): URL {
  const source = `import { createRequire } from 'node:module';
import net from 'node:net';
const refuse = () => { throw new Error(${JSON.stringify(OFFLINE_MESSAGE)}); };
globalThis.fetch = async () => refuse();
net.Socket.prototype.connect = refuse;
${LOWER_THREAD_PRIORITY_SOURCE}
createRequire(${JSON.stringify(script)})(${JSON.stringify(script)});
`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

export interface TesseractHandle {
  worker: Worker;
  /** Settles when the worker thread ends (terminated or crashed): tesseract.js then leaves its jobs pending. */
  exited: Promise<void>;
}

/**
 * Starts the worker and loads the model (about a second). tesseract.js never settles createWorker
 * when the model cannot be read, so a startup error reaches only errorHandler: it rejects here.
 */
export function startTesseract(logger: (message: LoggerMessage) => void): Promise<TesseractHandle> {
  startThreadPoolAtNormalPriority();
  return new Promise((resolve, reject) => {
    let started = false;
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      // 'none' neither reads nor writes an eng.traineddata cache in the working directory.
      cacheMethod: 'none',
      // Node's Worker takes this URL as is (tesseract.js hands workerPath straight to it), though the
      // typings only name strings.
      workerPath: offlineThreadEntry(WORKER_SCRIPT) as unknown as string,
      logger,
      // Without a handler tesseract.js rethrows every failed job inside a message listener, which
      // would crash the server on one unreadable image; the job's own promise rejects either way.
      errorHandler: (error: unknown) => {
        if (!started) reject(new Error(`OCR could not start: ${String(error)}`));
      },
    })
      .then(async (worker) => {
        started = true;
        // The thread is an untyped field of tesseract.js's worker (pinned at 7.0.0); an upgrade that
        // moves it fails here, in the tests, rather than leaving crashed jobs pending forever.
        const thread: unknown = Reflect.get(worker, 'worker');
        if (!(thread instanceof Thread)) {
          await worker.terminate();
          throw new Error('tesseract.js no longer exposes its worker thread: check startTesseract.');
        }
        resolve({ worker, exited: new Promise((settle) => thread.once('exit', () => settle())) });
      })
      .catch(reject);
  });
}
