import { documentFixture } from '../../ingest/documents/document-fixture';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { UPLOAD_REQUEST_MESSAGES } from '../../plugins/uploads';
import { request, signUp, type UploadPart, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const ROUTE = '/api/planner/upload-file';

const fixture = documentFixture;

function send(file: UploadPart | undefined, cookie?: string, origin?: string) {
  return upload(ctx.app, ROUTE, file ? [file] : [], { cookie, origin, fields: { subject: 'History' } });
}

const named = (name: string) => ({ name, data: fixture(name) });

describe('POST /api/planner/upload-file', () => {
  it('needs a signed-in user', async () => {
    const response = await send(named('french-revolution.md'));
    expect(response.statusCode).toBe(401);
  });

  it('returns the text, title and suggestions of a PDF and of a Markdown file', async () => {
    const { cookie } = await signUp(ctx.app);
    const pdf = await send(named('study-notes.pdf'), cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().content).toContain('Precipitation returns the water to the surface as rain or snow');
    expect(pdf.json()).toMatchObject({ title: 'Photosynthesis and the Water Cycle', suggestedSubject: 'Biology' });

    const markdown = await send(named('french-revolution.md'), cookie);
    expect(markdown.statusCode).toBe(200);
    const body = markdown.json();
    expect(body).toEqual({
      content: body.content,
      originalContent: body.content,
      title: 'The French Revolution',
      filename: 'french-revolution.md',
      suggestedSubject: 'History',
      suggestedGoal: expect.any(String),
    });
    expect(body.content).toContain('The revolution began in 1789');
  });

  it('refuses a Word document and a PNG renamed .pdf with 415', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const name of ['cell-biology.docx', 'image-renamed.pdf']) {
      const response = await send(named(name), cookie);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.wrongType });
    }
  });

  it('refuses a file over 10 MB with 413 and keeps serving', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send({ name: 'big.txt', data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a') }, cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Please upload a file smaller than 10MB.' });
    expect((await send(named('glossary.csv'), cookie)).statusCode).toBe(200);
  });

  it('asks for a file when the form has none', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send(undefined, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UPLOAD_REQUEST_MESSAGES.noFile });
  });

  it('answers 415 to a JSON body', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await request(ctx.app, { method: 'POST', url: ROUTE, payload: { content: 'Notes' }, headers: { cookie } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: UPLOAD_REQUEST_MESSAGES.multipartOnly });
  });

  it('refuses an upload started by a page of another origin', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send(named('study-notes.pdf'), cookie, 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MESSAGES.forbiddenOrigin });
  });
});
