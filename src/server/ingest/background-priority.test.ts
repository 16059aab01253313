import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, LOWER_THREAD_PRIORITY_SOURCE } from './background-priority';
import { createParsePool, DEFAULT_PARSE_POOL } from './parsing/parse-pool';
import { startEspeakThread } from './speech/espeak-thread';
import { startTesseract } from './ocr/tesseract-worker';

/** The nice value of each thread of this process, by thread id (Linux's /proc). */
function niceByThread(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces: nice is the 19th field.
      threads.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}

const backgroundThreads = () => [...niceByThread().values()].filter((nice) => nice === BACKGROUND_NICE).length;
const stops: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(stops.map((stop) => stop())));

describe.runIf(process.platform === 'linux')('heavy work gives way to the main thread', () => {
  it('runs each kind of background thread at the background priority, leaving the main thread as it was', async () => {
    const mainBefore = niceByThread().get(process.pid);
    const before = backgroundThreads();

    const pool = createParsePool({ ...DEFAULT_PARSE_POOL, threads: 1 });
    stops.push(() => pool.shutdown());
    await pool.run({ kind: 'article', html: '<article><h1>Cells</h1><p>Cells divide by mitosis.</p></article>', url: 'http://127.0.0.1/' });
    expect(backgroundThreads()).toBe(before + 1);

    const espeak = await startEspeakThread(() => {});
    stops.push(() => espeak.worker.terminate());
    expect(backgroundThreads()).toBe(before + 2);

    const ocr = await startTesseract(() => {});
    stops.push(() => ocr.worker.terminate());
    expect(backgroundThreads()).toBe(before + 3);

    // Only those three: libuv's shared pool, started by their first file read, stays at the main thread's priority.
    expect(niceByThread().get(process.pid)).toBe(mainBefore);
  }, 60_000);

  it('lowers only the thread that asks', async () => {
    const before = niceByThread();
    const thread = new Worker(
      new URL(
        `data:text/javascript,${encodeURIComponent(`${LOWER_THREAD_PRIORITY_SOURCE}\nsetInterval(() => {}, 1000);\n(await import('node:worker_threads')).parentPort.postMessage('lowered');`)}`,
      ),
    );
    stops.push(() => thread.terminate());
    await new Promise((resolve) => thread.once('message', resolve));
    const after = niceByThread();
    const lowered = [...after].filter(([tid, nice]) => nice === BACKGROUND_NICE && before.get(tid) !== BACKGROUND_NICE);
    expect(lowered).toHaveLength(1);
    for (const [tid, nice] of before) if (after.has(tid)) expect(after.get(tid)).toBe(nice);
  });
});
