import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_MINUTES, STUDY_SETTINGS_MESSAGES as SM, type StudySettings } from '../../../shared/learner';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function call(cookie: string, method: 'GET' | 'PUT', payload?: object) {
  return request(ctx.app, { method, url: '/api/learner/settings', headers: { cookie }, ...(payload && { payload }) });
}

async function settingsOf(cookie: string): Promise<StudySettings> {
  const response = await call(cookie, 'GET');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('/api/learner/settings', () => {
  it('needs a signed-in user', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await request(ctx.app, { method, url: '/api/learner/settings', payload: { dailyMinutes: 30, easyDays: [] } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers the defaults (45 minutes, no easy days) until the student saves their own', async () => {
    const { cookie } = await signUp(ctx.app);
    expect(await settingsOf(cookie)).toEqual({ dailyMinutes: DEFAULT_DAILY_MINUTES, easyDays: [] });
    expect(DEFAULT_DAILY_MINUTES).toBe(45);
  });

  it('saves daily minutes and easy days (sorted, once each), and saves again over them', async () => {
    const { cookie } = await signUp(ctx.app);
    const saved = await call(cookie, 'PUT', { dailyMinutes: 30, easyDays: [6, 0, 6] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ dailyMinutes: 30, easyDays: [0, 6] });
    expect(await settingsOf(cookie)).toEqual({ dailyMinutes: 30, easyDays: [0, 6] });
    const again = await call(cookie, 'PUT', { dailyMinutes: 600, easyDays: [] });
    expect(again.json()).toEqual({ dailyMinutes: 600, easyDays: [] });
    expect(await settingsOf(cookie)).toEqual({ dailyMinutes: 600, easyDays: [] });
  });

  it('refuses what is not a setting with 400 and a message, and keeps what was saved', async () => {
    const { cookie } = await signUp(ctx.app);
    await call(cookie, 'PUT', { dailyMinutes: 20, easyDays: [3] });
    const cases: [object, string][] = [
      [{ dailyMinutes: 4, easyDays: [] }, SM.dailyMinutesInvalid],
      [{ dailyMinutes: 601, easyDays: [] }, SM.dailyMinutesInvalid],
      [{ dailyMinutes: 12.5, easyDays: [] }, SM.dailyMinutesInvalid],
      [{ dailyMinutes: '30', easyDays: [] }, SM.dailyMinutesInvalid],
      [{ easyDays: [] }, SM.dailyMinutesInvalid],
      [{ dailyMinutes: 30, easyDays: [7] }, SM.easyDaysInvalid],
      [{ dailyMinutes: 30, easyDays: [-1] }, SM.easyDaysInvalid],
      [{ dailyMinutes: 30, easyDays: 'Sat' }, SM.easyDaysInvalid],
      [{ dailyMinutes: 30 }, SM.easyDaysInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await call(cookie, 'PUT', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await settingsOf(cookie)).toEqual({ dailyMinutes: 20, easyDays: [3] });
  });

  it("keeps each student's settings their own", async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    await call(first.cookie, 'PUT', { dailyMinutes: 90, easyDays: [5] });
    expect(await settingsOf(second.cookie)).toEqual({ dailyMinutes: DEFAULT_DAILY_MINUTES, easyDays: [] });
    expect(await settingsOf(first.cookie)).toEqual({ dailyMinutes: 90, easyDays: [5] });
  });

  it('is in the API document, with the deck exam route', async () => {
    const docs = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths['/api/learner/settings'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(Object.keys(docs.paths['/api/learner/settings'].put.requestBody.content['application/json'].schema.properties)).toEqual([
      'dailyMinutes',
      'easyDays',
    ]);
    expect(docs.paths['/api/decks/{id}/exam'].put.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['tz', 'id']),
    );
  });
});
