import { ERROR_CODES } from '../../../shared/api';
import { MAX_OCR_IMAGE_BYTES, MAX_OCR_PIXELS, OCR_JOBS_PER_USER, OCR_MESSAGES } from '../../../shared/ocr';
import { type HttpError, tooLarge, tooManyRequests, unavailable, unprocessable, unsupportedMediaType } from '../../http-error';
import { cleanText } from '../documents/clean-text';
import { type ImageFormat, readImageSize, sniffImageFormat } from './image-format';
import { fairQueue } from '../../threads/fair-queue';
import { parseInThread } from '../parsing/parse-pool';
import { singleWorker } from '../../threads/single-worker';
import { startTesseract, type TesseractHandle } from './tesseract-worker';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

/**
 * Past this a recognition is taken to be stuck, and the worker is replaced so the queue moves on:
 * well past what the largest page of dense text allowed takes on two cores (decision 061).
 */
const RECOGNITION_TIMEOUT_MS = 180_000;
/**
 * Images held by the single worker, running and waiting, over all users; later ones are turned
 * away. Each waiting image holds up to 10 MB of memory.
 */
export const MAX_QUEUED = 30;
/** Of those, places only for a user's first image: second and third images wait only while fewer than 15 are held. */
const RESERVED_FOR_NEWCOMERS = 15;

/** Workers whose thread has ended: a job handed one (a shutdown raced its start) fails at once. */
const ended = new WeakSet<TesseractHandle>();
let current: { handle: TesseractHandle; report: (fraction: number) => void; abort: (error: HttpError) => void } | undefined;

const queue = fairQueue({
  maxJobs: MAX_QUEUED,
  reservedForNewcomers: RESERVED_FOR_NEWCOMERS,
  maxJobsPerOwner: OCR_JOBS_PER_USER,
  busy: () => unavailable(OCR_MESSAGES.busy),
  ownerBusy: () => tooManyRequests(OCR_MESSAGES.userBusy, ERROR_CODES.jobsInProgress),
});
// The model is slow to load and large in memory: one worker serves every recognition.
const engine = singleWorker(
  () =>
    startTesseract(({ status, progress }) => {
      if (status === 'recognizing text') current?.report(progress);
    }),
  {
    // A thread that dies mid-job would leave tesseract.js's promise pending: fail the job instead.
    onEnded: (handle) => {
      ended.add(handle);
      if (current?.handle === handle) current.abort(unavailable(OCR_MESSAGES.stopped));
    },
  },
);

export interface RecognitionOptions {
  /** Whose image it is: each user's images are read one at a time, users taking turns. */
  userId: string;
  /** Receives fractions from 0 up to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Reads the text of a PNG, JPEG, WebP, BMP or GIF (first frame) image, one image at a time.
 * Refuses, before queueing: over 10 MB or 40 megapixels (413), other types (415), a damaged header
 * (422), a user who already has their share of images queued (429), a full queue (503).
 */
export async function recognizeImage(data: Buffer, options: RecognitionOptions): Promise<OcrResult> {
  return startRecognition(data, options);
}

/** The same, but a refusal is thrown at once rather than through the promise (for a streamed answer). */
export function startRecognition(data: Buffer, { userId, onProgress }: RecognitionOptions): Promise<OcrResult> {
  const format = checkImage(data);
  return queue.run(userId, async () => recognizeNow(await prepareImage(data, format), onProgress));
}

/** Ends the worker thread (graceful shutdown, tests); a later recognition starts a new one. */
export function shutdownOcr(): Promise<void> {
  return engine.shutdown();
}

/**
 * Checks type and size from the header alone, so a decompression bomb is never decoded: 413 over
 * 10 MB or 40 megapixels, 415 for other types, 422 for a damaged header.
 */
export function checkImage(data: Buffer): ImageFormat {
  if (data.length > MAX_OCR_IMAGE_BYTES) throw tooLarge(OCR_MESSAGES.tooLarge);
  const format = sniffImageFormat(data);
  if (!format) throw unsupportedMediaType(OCR_MESSAGES.wrongType);
  const size = readImageSize(data, format);
  if (!size) throw unprocessable(OCR_MESSAGES.unreadable);
  if (size.pixels > MAX_OCR_PIXELS) throw tooLarge(OCR_MESSAGES.tooManyPixels);
  return format;
}

/** A BMP becomes a PGM (bmp.ts) on a parsing thread: converting a large one would block the main thread (decision 036). */
async function prepareImage(data: Buffer, format: ImageFormat): Promise<Buffer> {
  if (format !== 'bmp') return data;
  const { pgm } = await parseInThread({ kind: 'bmp', data });
  return pgm ? Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength) : data;
}

async function recognizeNow(image: Buffer, onProgress?: (fraction: number) => void): Promise<OcrResult> {
  const handle = await engine.get();
  const report = progressReporter(onProgress);
  report(0);
  const page = await runJob(handle, image, report);
  report(1);
  const text = cleanText(page.text);
  if (!text) throw unprocessable(OCR_MESSAGES.noText);
  return { text, confidence: page.confidence };
}

/** One recognition; it fails (and the worker is replaced) on an error, a timeout or a lost thread. */
async function runJob(handle: TesseractHandle, image: Buffer, report: (fraction: number) => void) {
  try {
    return await new Promise<{ text: string; confidence: number }>((resolve, reject) => {
      // Every way out clears the timer: after a lost thread tesseract.js's promise never settles.
      const timer = setTimeout(() => fail(unprocessable(OCR_MESSAGES.tooSlow)), RECOGNITION_TIMEOUT_MS);
      const fail = (error: HttpError) => {
        clearTimeout(timer);
        reject(error);
      };
      current = { handle, report, abort: fail };
      if (ended.has(handle)) return fail(unavailable(OCR_MESSAGES.stopped));
      handle.worker.recognize(image).then(
        ({ data }) => {
          clearTimeout(timer);
          resolve(data);
        },
        () => fail(unprocessable(OCR_MESSAGES.unreadable)),
      );
    });
  } catch (error) {
    // After a failed job (bad image, wasm abort, stuck or dead thread) the worker's state is unknown.
    await engine.stop(handle);
    throw error;
  } finally {
    current = undefined;
  }
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
