import { documentFixture } from '../../ingest/documents/document-fixture';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { UPLOAD_REQUEST_MESSAGES } from '../../plugins/uploads';
import { multipartBody, request, signUp, type UploadPart, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const ROUTE = '/api/summarize/upload';

const fixture = documentFixture;

function send(files: UploadPart[], cookie?: string, options: { url?: string; origin?: string; fields?: Record<string, string> } = {}) {
  return upload(ctx.app, options.url ?? ROUTE, files, { cookie, origin: options.origin, fields: options.fields });
}

const named = (name: string): UploadPart => ({ name, data: fixture(name) });

describe('POST /api/summarize/upload', () => {
  it('needs a signed-in user', async () => {
    const response = await send([named('study-notes.pdf')]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: MESSAGES.unauthorized });
  });

  it('returns the text of a PDF with its title, file name and suggestions', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send([{ ...named('study-notes.pdf'), type: 'application/pdf' }], cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content).toContain('Photosynthesis is the process by which green plants use light energy');
    expect(body).toMatchObject({
      originalContent: body.content,
      title: 'Photosynthesis and the Water Cycle',
      filename: 'study-notes.pdf',
      suggestedSubject: 'Biology',
      suggestedGoal: 'Understand and revise Photosynthesis and the Water Cycle',
    });
  });

  it('returns the text of Markdown and CSV files, ignoring other form fields', async () => {
    const { cookie } = await signUp(ctx.app);
    const markdown = await send([named('french-revolution.md')], cookie, { fields: { mode: 'summary' } });
    expect(markdown.statusCode).toBe(200);
    expect(markdown.json()).toMatchObject({ title: 'The French Revolution', suggestedSubject: 'History' });
    expect(markdown.json().content).toContain('- Bread prices and hunger');
    const csv = await send([named('glossary.csv')], cookie);
    expect(csv.json()).toMatchObject({ title: 'Glossary', filename: 'glossary.csv' });
  });

  it('refuses Word documents and disguised files with 415', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const name of ['cell-biology.docx', 'image-renamed.pdf', 'random-bytes.txt']) {
      const response = await send([named(name)], cookie);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.wrongType });
    }
  });

  it('refuses a Windows program renamed .pdf and sent as a PDF, by its first bytes', async () => {
    const { cookie } = await signUp(ctx.app);
    // "MZ", the DOS stub's start and the PE signature: what every .exe begins with.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56), Buffer.from('PE\0\0', 'latin1')]);
    const response = await send([{ name: 'lecture-notes.pdf', data: exe, type: 'application/pdf' }], cookie);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.wrongType });
  });

  it('takes a file of exactly 10 MB and refuses one byte more with 413, then serves the next upload', async () => {
    const { cookie } = await signUp(ctx.app);
    const full = Buffer.alloc(MAX_UPLOAD_BYTES, 'Water evaporates and falls as rain. ');
    const exact = await send([{ name: 'long.txt', data: full }], cookie);
    expect(exact.statusCode).toBe(200);

    const over = await send([{ name: 'long.txt', data: Buffer.concat([full, Buffer.from('.')]) }], cookie);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge });

    const next = await send([named('french-revolution.md')], cookie);
    expect(next.statusCode).toBe(200);
  });

  it('refuses a body far over the limit from its Content-Length alone', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send([{ name: 'huge.txt', data: Buffer.alloc(12 * 1024 * 1024, 'a') }], cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge });
  });

  it('asks for a file when the form has none, or only an empty file input', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const files of [[], [{ name: '', data: Buffer.alloc(0) }]]) {
      const response = await send(files, cookie, { fields: { title: 'Notes' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: UPLOAD_REQUEST_MESSAGES.noFile });
    }
  });

  it('takes one file at a time', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send([named('french-revolution.md'), named('glossary.csv')], cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UPLOAD_REQUEST_MESSAGES.oneFile });
  });

  it('answers 400 to a cut-off multipart body', async () => {
    const { cookie } = await signUp(ctx.app);
    const { payload, contentType } = await multipartBody([named('french-revolution.md')]);
    const response = await request(ctx.app, {
      method: 'POST',
      url: ROUTE,
      payload: payload.subarray(0, payload.length - 20),
      headers: { cookie, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: UPLOAD_REQUEST_MESSAGES.unreadable });
  });

  it('answers 415 to a JSON body, and the JSON route answers 415 to a multipart body', async () => {
    const { cookie } = await signUp(ctx.app);
    const json = await request(ctx.app, { method: 'POST', url: ROUTE, payload: { content: 'Notes' }, headers: { cookie } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: UPLOAD_REQUEST_MESSAGES.multipartOnly });

    const multipart = await send([named('french-revolution.md')], cookie, { url: '/api/summarize', fields: { mode: 'summary' } });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toMatchObject({ message: MESSAGES.jsonOnly });
  });

  it('refuses an upload started by a page of another origin', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await send([named('study-notes.pdf')], cookie, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MESSAGES.forbiddenOrigin });
  });
});
