import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { noteRequests } from '../features/note/note-requests';
import { request, sessionCookie, signUp, TEST_ORIGIN, useTestApp } from '../test/test-app';
import { withoutControlChars } from './json-body';

const NUL = '\u0000';

describe('withoutControlChars', () => {
  it('cleans every string, keys included, and keeps tab, CR and LF', () => {
    const body = { [`ti${NUL}tle`]: `a${NUL}b\u0007c\td\r\ne`, list: [`x${NUL}`, 1, null, true, { deep: [`\u001f${NUL}`] }] };
    expect(withoutControlChars(body)).toEqual({ title: 'abc\td\r\ne', list: ['x', 1, null, true, { deep: [''] }] });
  });

  it('refuses a key that becomes __proto__ once cleaned, and never touches the prototype', () => {
    expect(() => withoutControlChars(JSON.parse(`{"__pro\\u0000to__": {"polluted": true}}`))).toThrow(MESSAGES.invalidJson);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

const ctx = useTestApp();

async function signedIn() {
  const { cookie } = await signUp(ctx.app);
  return { cookie, notes: noteRequests(() => ctx.app, cookie) };
}

describe('NUL and other control characters in request bodies', () => {
  it('are removed from a new note: title, content, subject and tags', async () => {
    const { notes } = await signedIn();
    const response = await notes.create({
      title: `Cell${NUL} division`,
      content: `<p>Mito${NUL}sis\u0008</p>`,
      subject: `Bio${NUL}logy`,
      tags: [`cel${NUL}ls`, NUL],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Cell division', content: '<p>Mitosis</p>', subject: 'Biology', tags: ['cells'] });
  });

  it('are removed from a note update, and a title of NUL alone stays refused as blank', async () => {
    const { notes } = await signedIn();
    const note = await notes.created({ title: 'Cells', content: '<p>Mitosis</p>' });
    const updated = await notes.update(note.id, {
      title: `Cells${NUL}!`,
      content: `<p>${NUL}Meiosis</p>`,
      subject: `Bio${NUL}`,
      tags: [`a${NUL}`],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Cells!', content: '<p>Meiosis</p>', subject: 'Bio', tags: ['a'] });

    const blank = await notes.create({ title: NUL, content: '<p>x</p>' });
    expect(blank.statusCode).toBe(400);
    expect((await notes.list()).json()).toHaveLength(1);
  });

  it('are removed from an export subject', async () => {
    const { notes } = await signedIn();
    await notes.created({ title: 'Cells', content: '<p>Mitosis</p>', subject: 'Biology' });
    for (const format of ['txt', 'md'] as const) {
      const response = await notes.exportAs(format, { subject: `Bio${NUL}logy` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Cells');
    }
  });

  it('are removed from text to analyze', async () => {
    const { cookie } = await signedIn();
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/analyzeText',
      headers: { cookie },
      payload: { text: `Photosynthesis${NUL} turns light into sugar in the leaves of green plants.` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('\\u0000');
  });

  it('are removed from the names given at sign-up and in a profile update', async () => {
    const signUpResponse = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'nul@example.com',
        password: 'a long passphrase',
        name: `As${NUL}ha Verma`,
        firstName: `As${NUL}ha`,
        lastName: `Ver${NUL}ma`,
      },
    });
    expect(signUpResponse.statusCode).toBe(200);
    const cookie = sessionCookie(signUpResponse);
    const update = await request(ctx.app, {
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie },
      payload: { name: `Ravi${NUL} Kumar`, firstName: `Ra${NUL}vi`, lastName: `Ku${NUL}mar` },
    });
    expect(update.statusCode).toBe(200);
    const me = await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar' });
  });

  it('become U+FFFD when a lone surrogate arrives, so a topic kept as JSON is saved, not a 500', async () => {
    const { cookie } = await signedIn();
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/study-paths',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"topic": "Photo\\ud800synthesis"}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ topic: string }>().topic).toBe('Photo\ufffdsynthesis');
  });

  it('answer 400 when a cleaned key would become __proto__', async () => {
    const { cookie } = await signedIn();
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/notes',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title": "Cells", "content": "<p>x</p>", "__pro\\u0000to__": {"subject": "Hidden"}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalidJson, code: ERROR_CODES.invalidJson });
  });
});

describe('NUL in a multipart upload', () => {
  it('is removed from the file name that becomes the note title', async () => {
    const { cookie, notes } = await signedIn();
    const boundary = '----studium-test-boundary';
    const payload = Buffer.from(
      [
        `--${boundary}`,
        `Content-Disposition: form-data; name="subject"`,
        '',
        `Bio${NUL}logy`,
        `--${boundary}`,
        `Content-Disposition: form-data; name="file"; filename*=utf-8''a%00b.txt`,
        'Content-Type: text/plain',
        '',
        'Cells divide by mitosis.',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/notes/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'ab' });
    expect((await notes.list()).json()).toHaveLength(1);
  });
});

describe('a JSON body over the limit', () => {
  it('is answered 413 with the message once it has been read, over a connection that stays open', async () => {
    const { cookie } = await signUp(ctx.app);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    try {
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(`${base}/api/decks/00000000-0000-7000-8000-000000000000`, {
          method: 'PATCH',
          headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body,
        });
        expect(response.status).toBe(413);
        expect(response.headers.get('connection')).not.toBe('close');
        expect(await response.json()).toMatchObject({ message: MESSAGES.tooLarge, code: ERROR_CODES.tooLarge });
      }
    } finally {
      ctx.app.server.closeAllConnections();
    }
  });
});
