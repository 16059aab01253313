import { afterAll, describe, expect, it } from 'vitest';
import { createEnginePool, DEFAULT_ENGINE_POOL } from './engine/offline/threaded-engine';
import { startTesseract } from './ingest/ocr/tesseract-worker';
import { createParsePool, DEFAULT_PARSE_POOL } from './ingest/parsing/parse-pool';
import { startEspeakThread } from './speech/espeak-thread';
import { BACKGROUND_NICE } from './threads/background-priority';
import { niceByThread } from './threads/nice-by-thread';

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

    const engine = createEnginePool({ ...DEFAULT_ENGINE_POOL, threads: 1 });
    stops.push(() => engine.shutdown());
    await engine.run({ kind: 'engine', task: { operation: 'studyPath', input: { topic: 'Cells', difficulty: 'beginner' } } });
    expect(backgroundThreads()).toBe(before + 2);

    const espeak = await startEspeakThread(() => {});
    stops.push(() => espeak.worker.terminate());
    expect(backgroundThreads()).toBe(before + 3);

    const ocr = await startTesseract(() => {});
    stops.push(() => ocr.worker.terminate());
    expect(backgroundThreads()).toBe(before + 4);

    // Only those four: libuv's shared pool, started by their first file read, stays at the main thread's priority.
    expect(niceByThread().get(process.pid)).toBe(mainBefore);
  }, 60_000);
});
