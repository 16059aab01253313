import { MAX_OCR_IMAGE_BYTES, MAX_OCR_PIXELS, OCR_MESSAGES } from '../../../shared/ocr';
import { HttpError } from '../../http-error';
import { cleanText } from '../documents/clean-text';
import { bmpToPgm } from './bmp';
import { type ImageFormat, readImageSize, sniffImageFormat } from './image-format';
import { startTesseract, type TesseractHandle } from './tesseract-worker';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

/**
 * Past this a recognition is taken to be stuck, and the worker is replaced so the queue moves on.
 * A 40-megapixel page of dense text takes about 100 s on 2 cores; a screenshot about 1 s.
 */
const RECOGNITION_TIMEOUT_MS = 180_000;
/** Requests queued behind the single worker (the running one included); later ones are turned away. */
const MAX_QUEUED = 20;

// One worker for the process: the model takes a second and ~100 MB to load, and a second worker
// would only compete for the same 2 cores.
let engine: Promise<TesseractHandle> | undefined;
/** What `engine` resolved to, kept so a stopping worker can tell synchronously whether it is the current one. */
let engineHandle: TesseractHandle | undefined;
let queue: Promise<unknown> = Promise.resolve();
let queued = 0;
/** Workers whose thread has ended: a job handed one (a shutdown raced its start) fails at once. */
const ended = new WeakSet<TesseractHandle>();
let current: { handle: TesseractHandle; report: (fraction: number) => void; abort: (error: HttpError) => void } | undefined;

/**
 * Reads the text of a PNG, JPEG, WebP, BMP or GIF (first frame) image, one image at a time.
 * Refuses, before queueing: over 10 MB or 40 megapixels (413), other types (415), a damaged header (422).
 * `onProgress` receives fractions from 0 up to 1.
 */
export async function recognizeImage(data: Buffer, onProgress?: (fraction: number) => void): Promise<OcrResult> {
  const image = prepareImage(data);
  if (queued >= MAX_QUEUED) throw new HttpError(503, OCR_MESSAGES.busy);
  queued += 1;
  const job = queue.then(() => recognizeNow(image, onProgress)).finally(() => (queued -= 1));
  queue = job.catch(() => undefined);
  return job;
}

/** Ends the worker thread (graceful shutdown, tests); a later recognition starts a new one. */
export async function shutdownOcr(): Promise<void> {
  const starting = engine;
  engine = undefined;
  engineHandle = undefined;
  const handle = await starting?.catch(() => undefined);
  if (handle) await stop(handle);
}

/**
 * Checks type and size from the header alone, so a decompression bomb is never decoded: 413 over
 * 10 MB or 40 megapixels, 415 for other types, 422 for a damaged header.
 */
export function checkImage(data: Buffer): ImageFormat {
  if (data.length > MAX_OCR_IMAGE_BYTES) throw new HttpError(413, OCR_MESSAGES.tooLarge);
  const format = sniffImageFormat(data);
  if (!format) throw new HttpError(415, OCR_MESSAGES.wrongType);
  const size = readImageSize(data, format);
  if (!size) throw new HttpError(422, OCR_MESSAGES.unreadable);
  if (size.pixels > MAX_OCR_PIXELS) throw new HttpError(413, OCR_MESSAGES.tooManyPixels);
  return format;
}

function prepareImage(data: Buffer): Buffer {
  return checkImage(data) === 'bmp' ? (bmpToPgm(data) ?? data) : data;
}

async function recognizeNow(image: Buffer, onProgress?: (fraction: number) => void): Promise<OcrResult> {
  const handle = await startEngine();
  const report = progressReporter(onProgress);
  report(0);
  const page = await runJob(handle, image, report);
  report(1);
  const text = cleanText(page.text);
  if (!text) throw new HttpError(422, OCR_MESSAGES.noText);
  return { text, confidence: page.confidence };
}

/** One recognition; it fails (and the worker is replaced) on an error, a timeout or a lost thread. */
async function runJob(handle: TesseractHandle, image: Buffer, report: (fraction: number) => void) {
  try {
    return await new Promise<{ text: string; confidence: number }>((resolve, reject) => {
      // Every way out clears the timer: after a lost thread tesseract.js's promise never settles.
      const timer = setTimeout(() => fail(new HttpError(422, OCR_MESSAGES.tooSlow)), RECOGNITION_TIMEOUT_MS);
      const fail = (error: HttpError) => {
        clearTimeout(timer);
        reject(error);
      };
      current = { handle, report, abort: fail };
      if (ended.has(handle)) return fail(new HttpError(503, OCR_MESSAGES.stopped));
      handle.worker.recognize(image).then(
        ({ data }) => {
          clearTimeout(timer);
          resolve(data);
        },
        () => fail(new HttpError(422, OCR_MESSAGES.unreadable)),
      );
    });
  } catch (error) {
    // After a failed job (bad image, wasm abort, stuck or dead thread) the worker's state is unknown.
    await stop(handle);
    throw error;
  } finally {
    current = undefined;
  }
}

function startEngine(): Promise<TesseractHandle> {
  if (engine) return engine;
  const starting = startTesseract(({ status, progress }) => {
    if (status === 'recognizing text') current?.report(progress);
  }).then(
    (handle) => {
      if (engine === starting) engineHandle = handle;
      // A thread that dies mid-job would leave tesseract.js's promise pending: fail the job instead.
      void handle.exited.then(() => {
        ended.add(handle);
        forget(handle);
        if (current?.handle === handle) current.abort(new HttpError(503, OCR_MESSAGES.stopped));
      });
      return handle;
    },
    (error: unknown) => {
      if (engine === starting) engine = undefined; // let the next request try again
      throw error;
    },
  );
  engine = starting;
  return starting;
}

function forget(handle: TesseractHandle) {
  if (engineHandle !== handle) return;
  engineHandle = undefined;
  engine = undefined;
}

async function stop(handle: TesseractHandle) {
  forget(handle);
  await handle.worker.terminate();
  await handle.exited;
}

/** Fractions only grow and stay within 0..1; a throwing callback must not reach tesseract.js's listener. */
function progressReporter(onProgress?: (fraction: number) => void) {
  let last = -1;
  return (fraction: number) => {
    const value = Math.min(1, Math.max(0, fraction));
    if (!onProgress || value <= last) return;
    last = value;
    try {
      onProgress(value);
    } catch {
      // The caller's failure (a closed response stream, say) must not crash the worker's listener.
    }
  };
}
