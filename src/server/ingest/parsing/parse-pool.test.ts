import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { EXTRACTION_MESSAGES } from '../../../shared/extraction';
import { LINK_MESSAGES } from '../../../shared/link';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { MAX_CONTENT_CHARS } from '../documents/clean-text';
import { sharedStreamPdf } from '../documents/test-pdfs';
import { largeArticleHtml } from '../link/test-pages';
import { readFileSync } from 'node:fs';
import { bmpToPgm } from '../ocr/bmp';
import { runParseJob } from './parse-jobs';
import type { WorkerPoolOptions } from '../../threads/worker-pool';
import { createParsePool, DEFAULT_PARSE_POOL, type ParsePool } from './parse-pool';

const pools: ParsePool[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const created = createParsePool({ ...DEFAULT_PARSE_POOL, threads: 1, ...options });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.shutdown()));
});

const article = (text: string) => ({
  kind: 'article' as const,
  html: `<html><head><title>${text}</title></head><body><article><h1>${text}</h1><p>${text} is explained here in a sentence long enough to read.</p></article></body></html>`,
  url: 'http://127.0.0.1/',
});

describe('parsing threads', () => {
  it('parses an article off the main thread, which stays responsive meanwhile', async () => {
    const parsing = pool();
    await parsing.run(article('Warm-up')); // the thread's start (loading the parsers) is not what is measured
    const html = largeArticleHtml(1024 * 1024);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const { content } = await parsing.run({ kind: 'article', html, url: 'http://127.0.0.1/' });
    // The histogram takes its sample when its timer next runs: a stall just ended must be let in.
    await setTimeout(30);
    delay.disable();
    expect(content).toContain('Osmosis moves water across a membrane');
    // Capped like a document's text.
    expect(content.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(content.length).toBeGreaterThan(MAX_CONTENT_CHARS - 200);
    // Parsed here, 1 MB of HTML blocks the event loop for about 2 s; from a thread, it waits for the
    // answer only. The bound leaves room for a busy machine's scheduling.
    expect(performance.now() - started).toBeGreaterThan(delay.max / 1e6);
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it("takes bytes that live in Node's shared Buffer pool, and leaves the caller's bytes as they were", async () => {
    const parsing = pool();
    // A small Buffer.from() is a view on Node's pooled memory, which cannot be handed to a thread.
    const data = Buffer.from('%PDF-1.7 this is not really a PDF');
    const copy = Buffer.from(data);
    await expect(parsing.run({ kind: 'pdf', data })).rejects.toMatchObject({ status: 422 });
    expect(data.equals(copy)).toBe(true);
  });

  it('ends a job past its time, answering 422, and takes the next job on a new thread', async () => {
    const parsing = pool({ timeoutMs: 300 });
    await parsing.run(article('Warm-up'));
    const pdf = await sharedStreamPdf(200);
    await expect(parsing.run({ kind: 'pdf', data: pdf })).rejects.toMatchObject({
      status: 422,
      message: UPLOAD_MESSAGES.tooComplex,
      code: ERROR_CODES.tooComplex,
    });
    await expect(parsing.run(article('Diffusion'))).resolves.toMatchObject({ title: 'Diffusion' });
  });

  it('ends a job past its memory cap, answering 422', async () => {
    const parsing = pool({ resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 } });
    const html = largeArticleHtml(2 * 1024 * 1024);
    await expect(parsing.run({ kind: 'article', html, url: 'http://127.0.0.1/' })).rejects.toMatchObject({
      status: 422,
      message: LINK_MESSAGES.tooComplex,
      code: ERROR_CODES.tooComplex,
    });
  });

  it('holds two jobs per user (429 past that) and a bounded number in all (503 past that)', async () => {
    const parsing = pool({ maxJobs: 3, maxJobsPerOwner: 2, reservedForNewcomers: 0 });
    const first = [parsing.run(article('One'), 'ada'), parsing.run(article('Two'), 'ada')];
    await expect(parsing.run(article('Three'), 'ada')).rejects.toMatchObject({
      status: 429,
      message: EXTRACTION_MESSAGES.userBusy,
      code: ERROR_CODES.jobsInProgress,
    });
    const other = parsing.run(article('Four'), 'grace');
    await expect(parsing.run(article('Five'), 'alan')).rejects.toMatchObject({ status: 503, message: EXTRACTION_MESSAGES.busy });
    await Promise.all([...first, other]);
    await expect(parsing.run(article('Six'), 'ada')).resolves.toMatchObject({ title: 'Six' });
  });

  it('keeps places for users with no file held while ten others keep two each queued, and reads theirs first', async () => {
    const parsing = pool();
    const done: string[] = [];
    const track = (title: string, owner: string) =>
      parsing.run(article(title), owner).then(
        () => done.push(title),
        (error: unknown) => error,
      );
    const heavy: Promise<unknown>[] = [];
    for (let user = 1; user <= 10; user += 1) heavy.push(track(`Heavy ${user}a`, `heavy${user}`), track(`Heavy ${user}b`, `heavy${user}`));
    const newcomers = [track('Newcomer 1', 'new1'), track('Newcomer 2', 'new2')];
    const refusals = (await Promise.all(heavy)).filter((outcome) => outcome instanceof Error);
    await Promise.all(newcomers);
    // Second files got in only while fewer than 15 were held: the last three users' were turned away as busy.
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 503, message: EXTRACTION_MESSAGES.busy });
    expect(done).toContain('Newcomer 1');
    // Round robin: each newcomer's file is read before any heavy user's second.
    const firstSecond = done.findIndex((title) => title.endsWith('b'));
    expect(done.indexOf('Newcomer 2')).toBeLessThan(firstSecond);
  });

  it('lets users take turns: a second user waits behind one job of the first, not all of them', async () => {
    const parsing = pool({ maxJobsPerOwner: 3 });
    const done: string[] = [];
    const track = (title: string, owner: string) => parsing.run(article(title), owner).then(() => done.push(title));
    await Promise.all([track('Ada 1', 'ada'), track('Ada 2', 'ada'), track('Ada 3', 'ada'), track('Grace 1', 'grace')]);
    expect(done).toEqual(['Ada 1', 'Grace 1', 'Ada 2', 'Ada 3']);
  });

  it('refuses a job that waited too long for a thread (503)', async () => {
    const parsing = pool({ maxWaitMs: 50 });
    const html = largeArticleHtml(256 * 1024);
    const long = parsing.run({ kind: 'article', html, url: 'http://127.0.0.1/' }, 'ada');
    await expect(parsing.run(article('Later'), 'grace')).rejects.toMatchObject({ status: 503, message: EXTRACTION_MESSAGES.busy });
    await long;
  });

  it('ends idle threads after a while, except the ones it is told to keep', async () => {
    const waitForThreads = async (parsing: ParsePool, count: number) => {
      for (let i = 0; i < 200 && parsing.threadCount() !== count; i += 1) await setTimeout(50);
      return parsing.threadCount();
    };
    const jobs = (parsing: ParsePool) => Promise.all([parsing.run(article('One'), 'a'), parsing.run(article('Two'), 'b')]);
    const ending = pool({ threads: 2, idleMs: 1500 });
    await jobs(ending);
    expect(ending.threadCount()).toBeGreaterThan(0);
    expect(await waitForThreads(ending, 0)).toBe(0);

    const keeping = pool({ threads: 2, idleMs: 1500, keepThreads: 1 });
    await jobs(keeping);
    expect(await waitForThreads(keeping, 1)).toBe(1);
    // Still there well past the idle time, and it takes the next job.
    await setTimeout(2000);
    expect(keeping.threadCount()).toBe(1);
    await expect(keeping.run(article('Three'))).resolves.toMatchObject({ content: expect.stringContaining('Three') });
    expect(keeping.threadCount()).toBe(1);
  });

  it('converts a BMP and reads plain text as the main thread did', async () => {
    const parsing = pool();
    const bmp = readFileSync(new URL('../ocr/fixtures/simple.bmp', import.meta.url));
    const { pgm } = await parsing.run({ kind: 'bmp', data: bmp });
    expect(Buffer.from(pgm!)).toEqual(bmpToPgm(bmp));
    const text = {
      kind: 'text',
      data: Buffer.from('# Cells\r\n\r\n\r\nThe cell  is the unit of life.'),
      filename: 'cells.md',
      format: 'md',
    } as const;
    expect(await parsing.run(text)).toEqual(await runParseJob(text));
    expect(await parsing.run(text)).toMatchObject({ document: { content: '# Cells\n\nThe cell is the unit of life.', title: 'Cells' } });
    await expect(parsing.run({ ...text, data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) })).resolves.toEqual({});
  });
});
