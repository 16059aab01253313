import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OCR_EVENTS_MEDIA_TYPE, OCR_MESSAGES, type OcrEvent } from '../../../shared/ocr';
import { greyPng, whiteRows } from '../../ingest/ocr/test-images';
import { signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../ingest/ocr/fixtures');

const send = (filename: string, data: Buffer, cookie?: string, accept?: string) =>
  upload(ctx.app, '/api/ocrExtract', [{ name: filename, data }], { cookie, accept });

const events = (body: string) => body.trim().split('\n').map((line) => JSON.parse(line) as OcrEvent);

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

  it('reports progress line by line, then the text, when asked for events', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send('testocr.png', readFileSync(path.join(fixtures, 'testocr.png')), cookie, OCR_EVENTS_MEDIA_TYPE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(OCR_EVENTS_MEDIA_TYPE);
    const stream = events(response.body);
    expect(stream[0]).toEqual({ type: 'queued' });
    const progress = stream.filter((event) => event.type === 'progress').map((event) => event.progress);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    const last = stream.at(-1)!;
    expect(last.type).toBe('done');
    expect(last.type === 'done' && last.text).toContain('quick brown dog');
  }, 60_000);

  it('answers a file that is not an image with a plain 415, even when events were asked for', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send('notes.png', Buffer.from('just some text'), cookie, OCR_EVENTS_MEDIA_TYPE);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: OCR_MESSAGES.wrongType });
  });

  it('ends the event stream with the error when an image has no text', async () => {
    const { cookie } = await signUp(ctx.app);
    const blank = greyPng(200, 60, whiteRows(200, 60));
    const stream = events((await send('blank.png', blank, cookie, OCR_EVENTS_MEDIA_TYPE)).body);
    expect(stream.at(-1)).toEqual({ type: 'error', status: 422, message: OCR_MESSAGES.noText });
  }, 60_000);
});
