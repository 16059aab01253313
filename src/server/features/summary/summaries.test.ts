import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api';
import { SUMMARIZE_DEFAULT_TITLE, SUMMARIZE_MAX_CHARS, SUMMARY_MESSAGES } from '../../../shared/summary';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const ORIGINAL =
  'Plants make glucose from light. Chlorophyll absorbs red and blue light. Leaves look green because green light is reflected.';
const SAVE = { title: 'Photosynthesis', content: ORIGINAL, summary: '- Plants make glucose from light.', mode: 'keypoints' };

/** The summaries API as the summarizer screen calls it. */
function summaries(app: FastifyInstance, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  return {
    list: () => request(app, { method: 'GET', url: '/api/summaries', headers }),
    get: (id: string) => request(app, { method: 'GET', url: `/api/summaries/${id}`, headers }),
    save: (payload: object) => request(app, { method: 'POST', url: '/api/summaries/save', payload, headers }),
    remove: (id: string) => request(app, { method: 'DELETE', url: `/api/summaries/${id}`, headers }),
  };
}

async function signedIn() {
  const { cookie } = await signUp(ctx.app);
  return summaries(ctx.app, cookie);
}

describe('summaries need a signed-in user', () => {
  it('answers 401 to every route without a session', async () => {
    const api = summaries(ctx.app);
    for (const response of [await api.list(), await api.save(SAVE), await api.get('x'), await api.remove('x')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: MESSAGES.unauthorized });
    }
  });
});

describe('POST /api/summaries/save', () => {
  it('stores the summary with its original text and mode, and lists it newest first', async () => {
    const api = await signedIn();
    const first = await api.save(SAVE);
    expect(first.statusCode).toBe(201);
    const saved = first.json();
    expect(saved).toEqual({ ...SAVE, id: expect.any(String), createdAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(saved.createdAt))).toBe(false);

    const second = (await api.save({ title: 'Water', content: 'Water evaporates.', summary: 'Water evaporates.' })).json();
    expect(second.mode).toBe('summary');
    const list = await api.list();
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: string }) => item.id)).toEqual([second.id, saved.id]);
    expect((await api.get(saved.id)).json()).toEqual(saved);
  });

  it("defaults a blank title to 'Document' and trims the fields", async () => {
    const api = await signedIn();
    const saved = (await api.save({ ...SAVE, title: '   ', content: `  ${ORIGINAL}\n`, summary: ' Short. ' })).json();
    expect(saved).toMatchObject({ title: SUMMARIZE_DEFAULT_TITLE, content: ORIGINAL, summary: 'Short.' });
    const untitled = (await api.save({ content: ORIGINAL, summary: 'Short.' })).json();
    expect(untitled.title).toBe(SUMMARIZE_DEFAULT_TITLE);
  });

  it('takes 10,000 characters of content and refuses 10,001 with the spec message', async () => {
    const api = await signedIn();
    const exact = 'a'.repeat(SUMMARIZE_MAX_CHARS);
    const accepted = await api.save({ ...SAVE, content: exact });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().content).toHaveLength(SUMMARIZE_MAX_CHARS);
    const refused = await api.save({ ...SAVE, content: `${exact}a` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SUMMARY_MESSAGES.contentTooLong, code: 'bad_request' });
    expect((await api.list()).json()).toHaveLength(1);
  });

  it('needs content and a summary, a known mode and a short title, each with its message', async () => {
    const api = await signedIn();
    const cases: [object, string][] = [
      [{ ...SAVE, content: '  ' }, SUMMARY_MESSAGES.contentRequired],
      [{ title: 'x', summary: 'y' }, SUMMARY_MESSAGES.contentRequired],
      [{ ...SAVE, summary: ' ' }, SUMMARY_MESSAGES.summaryRequired],
      [{ title: 'x', content: 'y' }, SUMMARY_MESSAGES.summaryRequired],
      [{ ...SAVE, mode: 'poem' }, SUMMARY_MESSAGES.modeInvalid],
      [{ ...SAVE, title: 't'.repeat(201) }, SUMMARY_MESSAGES.titleTooLong],
      [{ ...SAVE, summary: 's'.repeat(20_001) }, SUMMARY_MESSAGES.summaryTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await api.save(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await api.list()).json()).toEqual([]);
  });

  it('is no AI generation: saving spends nothing of the daily limit', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await summaries(ctx.app, cookie).save(SAVE);
    expect(response.headers['x-usage-kind']).toBeUndefined();
    const limits = await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } });
    expect(limits.json().usage.generations.used).toBe(0);
  });
});

describe('DELETE /api/summaries/:id', () => {
  it('deletes the summary; a second delete and a read are 404', async () => {
    const api = await signedIn();
    const saved = (await api.save(SAVE)).json();
    const deleted = await api.remove(saved.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: saved.id });
    expect((await api.list()).json()).toEqual([]);
    for (const response of [await api.remove(saved.id), await api.get(saved.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: SUMMARY_MESSAGES.notFound, code: 'not_found' });
    }
  });
});

describe('ownership', () => {
  it("answers 404 for another user's summary, an unknown id and a malformed id, and leaves the summary alone", async () => {
    const owner = await signedIn();
    const saved = (await owner.save(SAVE)).json();
    const other = await signedIn();
    for (const id of [saved.id, '01900000-0000-7000-8000-000000000000', 'not-an-id']) {
      for (const response of [await other.get(id), await other.remove(id)]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: SUMMARY_MESSAGES.notFound, code: 'not_found' });
      }
    }
    expect((await other.list()).json()).toEqual([]);
    const { content: _content, summary: _summary, ...listed } = saved;
    expect((await owner.list()).json()).toEqual([listed]);
  });
});
