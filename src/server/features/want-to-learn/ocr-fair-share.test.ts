import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { EVENT_STREAM_MEDIA_TYPE } from '../../../shared/event-stream';
import { OCR_JOBS_PER_USER, type OcrEvent } from '../../../shared/ocr';
import { UPLOADS_IN_FLIGHT_MESSAGE } from '../../../shared/upload';
import { shutdownOcr } from '../../ingest/ocr/ocr';
import { parseEventStream } from '../../test/event-stream';
import { multipartBody, request, signUp, upload, useTestApp } from '../../test/test-app';

// OCR reads one image at a time for the whole server: these tests show one user's many images
// cannot keep another user waiting behind all of them.
const ctx = useTestApp();
afterAll(() => shutdownOcr());

const fixtures = path.join(import.meta.dirname, '../../ingest/ocr/fixtures');
const paragraph = readFileSync(path.join(fixtures, 'testocr.png'));
const word = readFileSync(path.join(fixtures, 'simple.png'));

/**
 * Sends an image asking for progress events and resolves once the answer has started, that is once
 * the image is queued; `done` then resolves with the last event when the stream ends.
 */
async function startReading(data: Buffer, cookie: string) {
  const { payload, contentType } = await multipartBody([{ name: 'page.png', data }]);
  const response = await request(ctx.app, {
    method: 'POST',
    url: '/api/ocrExtract',
    payload,
    headers: { cookie, 'content-type': contentType, accept: EVENT_STREAM_MEDIA_TYPE },
    payloadAsStream: true,
  });
  expect(response.statusCode).toBe(200);
  const done = (async () => {
    let body = '';
    for await (const chunk of response.stream()) body += String(chunk);
    return parseEventStream<OcrEvent>(body).at(-1)!;
  })();
  return { done };
}

const readPlain = (data: Buffer, cookie: string, accept?: string) =>
  upload(ctx.app, '/api/ocrExtract', [{ name: 'page.png', data }], { cookie, accept });

describe('POST /api/ocrExtract shares the OCR worker fairly', () => {
  it("reads a second user's image next, not after all of the first user's", async () => {
    const [ann, ben] = [await signUp(ctx.app), await signUp(ctx.app)];
    expect((await readPlain(word, ann.cookie)).statusCode).toBe(200); // loads the model
    const finished: string[] = [];
    const anns = [];
    for (const n of [1, 2, 3]) {
      const { done } = await startReading(paragraph, ann.cookie);
      anns.push(done.then((event) => (finished.push(`ann${n}`), event)));
    }
    const bens = readPlain(word, ben.cookie).then((answer) => (finished.push('ben'), answer));
    const [annEvents, benAnswer] = await Promise.all([Promise.all(anns), bens]);
    expect(annEvents.map((event) => event.event)).toEqual(['done', 'done', 'done']);
    expect(benAnswer.statusCode).toBe(200);
    expect(benAnswer.json().text).toContain('Tesseract.js');
    expect(finished).toEqual(['ann1', 'ben', 'ann2', 'ann3']);
  }, 120_000);

  it(`refuses a user's image with a plain 429 while ${OCR_JOBS_PER_USER} of theirs are queued`, async () => {
    const [ann, ben] = [await signUp(ctx.app), await signUp(ctx.app)];
    const queued = [];
    for (let n = 0; n < OCR_JOBS_PER_USER; n += 1) queued.push((await startReading(paragraph, ann.cookie)).done);
    for (const accept of [undefined, EVENT_STREAM_MEDIA_TYPE]) {
      const refused = await readPlain(word, ann.cookie, accept);
      expect(refused.statusCode).toBe(429);
      // Each image's upload lasts until it is read, so the cap on uploads in flight (as many as the
      // queue's share) answers first, before the file is read (decision 047).
      expect(refused.json()).toEqual({ message: UPLOADS_IN_FLIGHT_MESSAGE, code: ERROR_CODES.uploadsInProgress });
    }
    expect((await readPlain(word, ben.cookie)).statusCode).toBe(200);
    expect((await Promise.all(queued)).map((event) => event.event)).toEqual(['done', 'done', 'done']);
    // Her share is free again once her images have been read.
    expect((await readPlain(word, ann.cookie)).statusCode).toBe(200);
  }, 120_000);
});
