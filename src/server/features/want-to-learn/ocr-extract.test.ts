import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { EVENT_STREAM_MEDIA_TYPE } from '../../../shared/event-stream';
import { OCR_MESSAGES, type OcrEvent } from '../../../shared/ocr';
import { greyPng, whiteRows } from '../../ingest/ocr/test-images';
import { parseEventStream } from '../../test/event-stream';
import { request, signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../ingest/ocr/fixtures');

const send = (filename: string, data: Buffer, cookie?: string, accept?: string) =>
  upload(ctx.app, '/api/ocrExtract', [{ name: filename, data }], { cookie, accept });

const events = (body: string) => parseEventStream<OcrEvent>(body);

describe('POST /api/ocrExtract', () => {
  it('needs a signed-in user', async () => {
    expect((await send('simple.png', readFileSync(path.join(fixtures, 'simple.png')))).statusCode).toBe(401);
  });

  it('reads the printed text of a screenshot', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send('simple.png', readFileSync(path.join(fixtures, 'simple.png')), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toContain('Tesseract.js');
  }, 60_000);

  it('refuses a file that is not an image with 415', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send('notes.png', Buffer.from('just some text, not an image'), cookie);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  it('reports progress as Server-Sent Events, then the text, when asked for events', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send('testocr.png', readFileSync(path.join(fixtures, 'testocr.png')), cookie, EVENT_STREAM_MEDIA_TYPE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(EVENT_STREAM_MEDIA_TYPE);
    expect(response.headers['cache-control']).toBe('no-store');
    const stream = events(response.body);
    expect(stream[0]).toEqual({ event: 'queued', data: {} });
    const progress = stream.flatMap((event) => (event.event === 'progress' ? [event.data.progress] : []));
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    const last = stream.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.event === 'done' && last.data.text).toContain('quick brown dog');
  }, 60_000);

  it('answers a file that is not an image with a plain 415, even when events were asked for', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send('notes.png', Buffer.from('just some text'), cookie, EVENT_STREAM_MEDIA_TYPE);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: OCR_MESSAGES.wrongType });
  });

  it('ends the event stream with the error when an image has no text', async () => {
    const { cookie } = await signUp(ctx.app);
    const blank = greyPng(200, 60, whiteRows(200, 60));
    const stream = events((await send('blank.png', blank, cookie, EVENT_STREAM_MEDIA_TYPE)).body);
    expect(stream.at(-1)).toEqual({ event: 'error', data: { status: 422, message: OCR_MESSAGES.noText, code: ERROR_CODES.unprocessable } });
  }, 60_000);

  it('documents both answers, JSON and the event stream, on the OpenAPI page', async () => {
    const doc = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    const answer = doc.paths['/api/ocrExtract'].post.responses['200'];
    expect(Object.keys(answer.content)).toEqual(['application/json', EVENT_STREAM_MEDIA_TYPE]);
    expect(answer.description).toContain('Server-Sent Events');
  });
});
