/** Image (OCR) upload rules shared by the file picker and the server (no zod here: decision 002). */

import type { StreamError } from './event-stream';

export { MAX_UPLOAD_BYTES as MAX_OCR_IMAGE_BYTES } from './upload';

/**
 * Tesseract holds several copies of the decoded page (colour, grey, binary, line images), so memory
 * grows with pixels, not file size: a 10 MB PNG of one colour can declare a billion pixels.
 * 40 MP still covers a full-page scan at 600 dpi (A4: 35 MP).
 */
export const MAX_OCR_PIXELS = 40_000_000;

/**
 * Images one user may have being read or waiting at once. The server reads one image at a time for
 * everyone, users taking turns, so more would only wait.
 */
export const OCR_JOBS_PER_USER = 3;

export const OCR_MESSAGES = {
  wrongType: 'Please upload an image: PNG, JPEG, WebP, BMP or GIF.',
  tooLarge: 'Please upload an image smaller than 10MB.',
  tooManyPixels: 'This image is too large to read (over 40 megapixels). Crop or shrink it, then upload it again.',
  unreadable: 'This image is damaged or could not be read. Save it again as PNG or JPEG, then upload it.',
  noText: 'No text was found in this image.',
  tooSlow: 'Reading this image took too long. Crop it to the part with text, then upload it again.',
  busy: 'Many images are being read right now. Please try again in a minute.',
  userBusy: `Your earlier images are still being read (at most ${OCR_JOBS_PER_USER} at a time). Wait until one is done, then upload this one again.`,
  stopped: 'Reading images stopped before this one was read. Please try again.',
} as const;

/**
 * POST /api/ocrExtract with `Accept: text/event-stream` answers Server-Sent Events while the image
 * is read, so the screen can show a progress bar: `queued` first, `progress` ({ progress } from 0
 * to 1) as Tesseract works, then `done` ({ text }) or `error` ({ status, message, code }: what a
 * plain request would have answered). A refused image (wrong type, too large, too many queued) gets
 * its plain 4xx answer instead of a stream.
 */
export const OCR_EVENTS = { queued: 'queued', progress: 'progress', done: 'done', error: 'error' } as const;

export type OcrEvent =
  | { event: typeof OCR_EVENTS.queued; data: Record<string, never> }
  | { event: typeof OCR_EVENTS.progress; data: { progress: number } }
  | { event: typeof OCR_EVENTS.done; data: { text: string } }
  | { event: typeof OCR_EVENTS.error; data: StreamError };
