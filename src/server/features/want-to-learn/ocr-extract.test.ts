import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../ingest/ocr/fixtures');

const send = (filename: string, data: Buffer, cookie?: string) =>
  upload(ctx.app, '/api/ocrExtract', [{ name: filename, data }], { cookie });

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
});
