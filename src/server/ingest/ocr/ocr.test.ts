import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OCR_IMAGE_BYTES, OCR_JOBS_PER_USER, OCR_MESSAGES } from '../../../shared/ocr';
import { HttpError } from '../../http-error';
import { MAX_QUEUED, recognizeImage, shutdownOcr } from './ocr';
import { OFFLINE_MESSAGE, offlineThreadEntry } from './tesseract-worker';
import { greyPng, whiteRows } from './test-images';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const MODEL_LOAD_MS = 60_000;
const ann = { userId: 'ann' };

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Share of the expected words (with repeats) that appear anywhere in the output. */
function wordRecall(expected: string, actual: string): number {
  const found = new Set(words(actual));
  const wanted = words(expected);
  return wanted.filter((word) => found.has(word)).length / wanted.length;
}

/** Deterministic noise (xorshift), so a failure can be replayed. */
function noise(length: number): Buffer {
  let state = 0x9e3779b9;
  return Buffer.from(
    Array.from({ length }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state & 0xff;
    }),
  );
}

// The test process must not reach the network either: fetch and every TCP connect (which undici's
// fetch, http and node-fetch all end in) are refused and recorded while these tests run.
const networkAttempts: string[] = [];
const realFetch = globalThis.fetch;
const realConnect = net.Socket.prototype.connect;

beforeAll(() => {
  globalThis.fetch = (input) => {
    networkAttempts.push(`fetch ${String(input)}`);
    return Promise.reject(new Error('no network in tests'));
  };
  net.Socket.prototype.connect = function refuse(...args: unknown[]): never {
    networkAttempts.push(`connect ${JSON.stringify(args[0])}`);
    throw new Error('no network in tests');
  };
});

afterAll(async () => {
  await shutdownOcr();
  globalThis.fetch = realFetch;
  net.Socket.prototype.connect = realConnect;
});

describe('recognizeImage', () => {
  it('reads the word in simple.png (first call starts the worker and loads the model)', { timeout: MODEL_LOAD_MS }, async () => {
    const { text, confidence } = await recognizeImage(fixture('simple.png'), ann);
    expect(fixture('simple.txt').toString('utf8').trim()).toBe('Tesseract.js');
    expect(text).toContain('Tesseract.js');
    expect(confidence).toBeGreaterThan(50);
  });

  it('reads the testocr.png paragraph with a word recall of at least 0.9', async () => {
    const { text } = await recognizeImage(fixture('testocr.png'), ann);
    expect(wordRecall(fixture('testocr.txt').toString('utf8'), text)).toBeGreaterThanOrEqual(0.9);
    expect(text).not.toMatch(/\n{3,}|^\s|\s$|[ \t]\n/); // normalised: trimmed lines, single blank lines
  });

  it.each(['simple.jpg', 'simple.webp', 'simple.gif', 'simple.bmp'])('reads %s', async (name) => {
    expect((await recognizeImage(fixture(name), ann)).text).toContain('Tesseract.js');
  });

  it('queues recognitions started together, and a failed one does not stop the next', async () => {
    const damaged = fixture('testocr.png').subarray(0, 4000); // intact header, pixel data cut short
    const results = await Promise.allSettled([
      recognizeImage(fixture('testocr.png'), ann),
      recognizeImage(damaged, ann),
      recognizeImage(fixture('simple.png'), ann),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [paragraph, failed, word] = results;
    expect(paragraph?.status === 'fulfilled' && paragraph.value.text).toContain('quick brown dog');
    expect(failed?.status === 'rejected' && failed.reason).toMatchObject({ status: 422, message: OCR_MESSAGES.unreadable });
    expect(word?.status === 'fulfilled' && word.value.text).toContain('Tesseract.js');
  });

  it('reports progress as growing fractions ending at 1', async () => {
    const fractions: number[] = [];
    await recognizeImage(fixture('testocr.png'), { ...ann, onProgress: (fraction) => fractions.push(fraction) });
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions[0]).toBeGreaterThanOrEqual(0);
    expect(fractions.at(-1)).toBe(1);
  });

  it('fails a running recognition with 503 when the worker stops, and starts a new worker after', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const inFlight = recognizeImage(fixture('testocr.png'), { ...ann, onProgress: () => started() });
    await running;
    await shutdownOcr();
    await expect(inFlight).rejects.toMatchObject({ status: 503, message: OCR_MESSAGES.stopped });
    expect((await recognizeImage(fixture('simple.png'), ann)).text).toContain('Tesseract.js');
  });

  it('turns requests away with 503 once the queue is full, and takes them again after', async () => {
    const queued = Array.from({ length: MAX_QUEUED }, (_, i) => recognizeImage(fixture('simple.png'), { userId: `user${i}` }));
    await expect(recognizeImage(fixture('simple.png'), { userId: 'late' })).rejects.toMatchObject({
      status: 503,
      message: OCR_MESSAGES.busy,
    });
    await Promise.all(queued);
    expect((await recognizeImage(fixture('simple.png'), { userId: 'late' })).text).toContain('Tesseract.js');
  });

  it("turns a user's fourth image away with 429 while three of theirs are queued, not other users'", async () => {
    const queued = Array.from({ length: OCR_JOBS_PER_USER }, () => recognizeImage(fixture('simple.png'), ann));
    await expect(recognizeImage(fixture('simple.png'), ann)).rejects.toMatchObject({
      status: 429,
      message: OCR_MESSAGES.userBusy,
      code: 'jobs_in_progress',
    });
    const other = recognizeImage(fixture('simple.png'), { userId: 'ben' });
    await Promise.all([...queued, other]);
    expect((await recognizeImage(fixture('simple.png'), ann)).text).toContain('Tesseract.js');
  });

  it('answers 422 for an image without text', async () => {
    await expect(recognizeImage(greyPng(200, 60, whiteRows(200, 60)), ann)).rejects.toMatchObject({
      status: 422,
      message: OCR_MESSAGES.noText,
    });
  });
});

describe('refusals before recognition', () => {
  const refused = async (data: Buffer) => {
    let progressed = false;
    const error: unknown = await recognizeImage(data, { ...ann, onProgress: () => (progressed = true) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(progressed).toBe(false);
    return error;
  };

  it('answers 415 for a text file and for random bytes', async () => {
    const wrongType = { status: 415, message: OCR_MESSAGES.wrongType };
    expect(await refused(Buffer.from('Photosynthesis turns light into chemical energy.\n'))).toMatchObject(wrongType);
    expect(await refused(noise(4096))).toMatchObject(wrongType);
    expect(await refused(Buffer.alloc(0))).toMatchObject(wrongType);
  });

  it('answers 413 for a PNG declaring 20000×20000, without queueing behind a running recognition', async () => {
    const order: string[] = [];
    const running = recognizeImage(fixture('testocr.png'), ann).then(() => order.push('recognised'));
    const bomb = refused(greyPng(20_000, 20_000)).then((error) => {
      order.push('refused');
      return error;
    });
    expect(await bomb).toMatchObject({ status: 413, message: OCR_MESSAGES.tooManyPixels });
    await running;
    expect(order).toEqual(['refused', 'recognised']);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.concat([fixture('simple.png'), Buffer.alloc(MAX_OCR_IMAGE_BYTES)]);
    expect(await refused(big)).toMatchObject({ status: 413, message: OCR_MESSAGES.tooLarge });
  });
});

describe('network', () => {
  it('the worker thread refuses fetch and sockets (nothing reaches a local server)', async () => {
    let connections = 0;
    const server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const dir = mkdtempSync(path.join(tmpdir(), 'ocr-probe-'));
    const probe = path.join(dir, 'probe.cjs');
    writeFileSync(
      probe,
      `const { parentPort } = require('node:worker_threads');
const net = require('node:net');
const attempt = (open) => Promise.resolve().then(open).then(() => 'connected', (error) => error.message);
Promise.all([
  attempt(() => fetch('http://127.0.0.1:${port}/')),
  attempt(() => new Promise((resolve, reject) => net.connect(${port}, '127.0.0.1', resolve).on('error', reject))),
]).then(([viaFetch, viaSocket]) => parentPort.postMessage({ viaFetch, viaSocket }));
`,
    );
    try {
      const thread = new Thread(offlineThreadEntry(probe));
      const result: unknown = await new Promise((resolve, reject) => thread.once('message', resolve).once('error', reject));
      await thread.terminate();
      expect(result).toEqual({ viaFetch: OFFLINE_MESSAGE, viaSocket: OFFLINE_MESSAGE });
      expect(connections).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('no test above tried the network from the test process', () => {
    expect(networkAttempts).toEqual([]);
  });
});
