import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../ingest/documents/fixtures');

const send = (filename: string, cookie?: string) =>
  upload(ctx.app, '/api/analyzeFile', [{ name: filename, data: readFileSync(path.join(fixtures, filename)) }], { cookie });

describe('POST /api/analyzeFile', () => {
  it('needs a signed-in user', async () => {
    expect((await send('study-notes.pdf')).statusCode).toBe(401);
  });

  it('analyses a PDF, a Word document and an old Word (.doc) document', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const file of ['study-notes.pdf', 'cell-biology.docx', 'cell-biology.doc']) {
      const response = await send(file, cookie);
      expect(response.statusCode, file).toBe(200);
      expect(response.json().explanation.length).toBeGreaterThan(50);
    }
    expect((await send('cell-biology.doc', cookie)).json().explanation).toMatch(/cell|nucleus|mitochondria/i);
  });

  it('refuses a damaged .doc file with 422 and a disguised image with 415, saying why', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const [file, status, message] of [
      ['legacy.doc', 422, UPLOAD_MESSAGES.damagedWord],
      ['image-renamed.pdf', 415, UPLOAD_MESSAGES.wrongTypeOrWord],
    ] as const) {
      const response = await send(file, cookie);
      expect(response.statusCode, file).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });
});
