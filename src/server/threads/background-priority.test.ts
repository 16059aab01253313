import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, LOWER_THREAD_PRIORITY_SOURCE } from './background-priority';
import { niceByThread } from './nice-by-thread';

const stops: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(stops.map((stop) => stop())));

describe.runIf(process.platform === 'linux')('a background thread gives way to the main thread', () => {
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
