import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LOWER_THREAD_PRIORITY_SOURCE, startThreadPoolAtNormalPriority } from '../threads/background-priority';

const require = createRequire(import.meta.url);

/** The Emscripten build of the espeak-ng command line; its voices are embedded in the wasm file. */
const ESPEAK_SCRIPT = require.resolve('espeak-ng');
const ESPEAK_WASM = ESPEAK_SCRIPT.replace(/\.js$/, '.wasm');

export interface SpeakJob {
  id: number;
  text: string;
  voice: string;
  wordsPerMinute: number;
}

export type ThreadReply = { ready: true } | { id: number; wav: Uint8Array } | { id: number; error: string };

/**
 * The thread's source. The build exports only its CLI's main(), which runs once per instance, so
 * every job gets a fresh instance of a wasm module compiled once (instantiating takes
 * milliseconds; compiling the 18 MB file is what is worth sharing). Network access is cut off
 * first: the build would fetch its wasm by URL outside Node, and nothing here may go online. The
 * thread then gives way to the main thread (background-priority.ts).
 */
function threadSource(): string {
  return `import { readFileSync } from 'node:fs';
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
const refuse = () => { throw new Error('Speech synthesis runs offline: its thread may not open network connections.'); };
globalThis.fetch = async () => refuse();
net.Socket.prototype.connect = refuse;
${LOWER_THREAD_PRIORITY_SOURCE}
const { default: ESpeakNg } = await import(${JSON.stringify(pathToFileURL(ESPEAK_SCRIPT).href)});
const compiled = await WebAssembly.compile(readFileSync(${JSON.stringify(ESPEAK_WASM)}));
parentPort.on('message', async ({ id, text, voice, wordsPerMinute }) => {
  const messages = [];
  try {
    const espeak = await new Promise((resolve, reject) => {
      ESpeakNg({
        arguments: ['-b', '1', '-v', voice, '-s', String(wordsPerMinute), '-w', '/tmp/speech.wav', '-f', '/tmp/text.txt'],
        print: () => {},
        printErr: (line) => messages.push(line),
        // The default would set the thread's process.exitCode when espeak exits with an error.
        quit: (_status, toThrow) => { throw toThrow; },
        preRun: [(module) => module.FS.writeFile('/tmp/text.txt', text)],
        instantiateWasm: (imports, receive) => {
          WebAssembly.instantiate(compiled, imports).then((instance) => {
            try { receive(instance); } catch (error) { reject(error); }
          }, reject);
          return {};
        },
      }).then(resolve, reject);
    });
    const wav = espeak.FS.readFile('/tmp/speech.wav');
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: [String(error), ...messages].join('\\n').slice(0, 2000) });
  }
});
parentPort.postMessage({ ready: true });
`;
}

export interface EspeakThread {
  worker: Worker;
  /** Settles when the thread ends, terminated or crashed. */
  exited: Promise<void>;
}

/** Starts the thread and waits until its wasm module is compiled. */
export function startEspeakThread(onReply: (reply: ThreadReply) => void): Promise<EspeakThread> {
  startThreadPoolAtNormalPriority();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(threadSource())}`));
    const exited = new Promise<void>((settle) => worker.once('exit', () => settle()));
    let ready = false;
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        ready = true;
        resolve({ worker, exited });
      } else onReply(reply);
    });
    // Always listened to: an 'error' event with no listener would crash the server.
    worker.on('error', (error) => {
      if (!ready) reject(new Error(`Speech synthesis could not start: ${String(error)}`));
    });
    void exited.then(() => {
      if (!ready) reject(new Error('Speech synthesis stopped while starting.'));
    });
  });
}
