import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const fixtures = path.join(import.meta.dirname, '../../ingest/documents/fixtures');

const send = (filename: string, cookie?: string) =>
  upload(ctx.app, '/api/analyzeFile', [{ name: filename, data: readFileSync(path.join(fixtures, filename)) }], { cookie });

describe('POST /api/analyzeFile', () => {
  it('needs a signed-in user', async () => {
    expect((await send('study-notes.pdf')).statusCode).toBe(401);
  });

  it('analyses a PDF and a Word document', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const file of ['study-notes.pdf', 'cell-biology.docx']) {
      const response = await send(file, cookie);
      expect(response.statusCode, file).toBe(200);
      expect(response.json().explanation.length).toBeGreaterThan(50);
    }
  });

  it('refuses an old .doc file and a disguised image with 415', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const file of ['legacy.doc', 'image-renamed.pdf']) {
      const response = await send(file, cookie);
      expect(response.statusCode, file).toBe(415);
      expect(response.json().message).toBeTruthy();
    }
  });
});
