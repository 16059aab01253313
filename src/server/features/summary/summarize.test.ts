import { describe, expect, it } from 'vitest';
import { SUMMARIZE_MAX_CHARS, SUMMARY_MESSAGES, SUMMARY_MODES } from '../../../shared/summary';
import { LIMIT_REACHED_TEXT } from '../../../shared/usage';
import { request, signUp, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const TEXT = [
  'The water cycle describes how water moves between the oceans, the air and the land.',
  'Heat from the Sun evaporates water from oceans, lakes and rivers, and plants release water vapour through their leaves.',
  'As the vapour rises it cools and condenses into tiny droplets that form clouds.',
  'When the droplets join and grow heavy, they fall as precipitation: rain, snow, sleet or hail.',
  'Some of the water runs off the land into rivers, and some soaks into the ground and becomes groundwater.',
  'Rivers and groundwater carry the water back to the oceans, where the cycle begins again.',
  'The water cycle shapes the weather, fills the reservoirs people drink from and carves valleys over time.',
].join(' ');

async function summarize(payload: unknown, cookie?: string) {
  return request(ctx.app, { method: 'POST', url: '/api/summarize', payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe('POST /api/summarize', () => {
  it('needs a signed-in user', async () => {
    const response = await summarize({ content: TEXT, mode: 'summary' });
    expect(response.statusCode).toBe(401);
  });

  it('summarizes with the offline engine, keeping sentences of the text', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await summarize({ content: TEXT, mode: 'summary' }, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ originalContent: TEXT, title: 'Document', mode: 'summary' });
    expect(body.summary.length).toBeLessThan(TEXT.length);
    expect(TEXT).toContain(body.summary.split('. ')[0]);
  });

  it('gives key points as a bullet list', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await summarize({ content: TEXT, mode: 'keypoints', title: 'Water cycle' }, cookie);
    expect(response.json().title).toBe('Water cycle');
    expect(
      response
        .json()
        .summary.split('\n')
        .every((line: string) => line.startsWith('- ')),
    ).toBe(true);
  });

  it('refuses blank content and content over 10,000 characters with their messages', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const payload of [{ content: '   ', mode: 'summary' }, { mode: 'summary' }]) {
      const response = await summarize(payload, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: SUMMARY_MESSAGES.contentRequired });
    }
    const long = await summarize({ content: 'a'.repeat(SUMMARIZE_MAX_CHARS + 1), mode: 'summary' }, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: SUMMARY_MESSAGES.contentTooLong });
  });

  it('summarizes exactly 10,000 characters in every mode', async () => {
    const { cookie } = await signUp(ctx.app);
    const long = `${TEXT} `.repeat(Math.ceil(SUMMARIZE_MAX_CHARS / TEXT.length)).slice(0, SUMMARIZE_MAX_CHARS - 1) + '.';
    expect(long).toHaveLength(SUMMARIZE_MAX_CHARS);
    for (const mode of SUMMARY_MODES) {
      const response = await summarize({ content: long, mode }, cookie);
      expect(response.statusCode, mode).toBe(200);
      expect(response.json()).toMatchObject({ originalContent: long, mode });
      expect(response.json().summary.length, mode).toBeGreaterThan(0);
    }
  });

  it('counts one AI generation per summary; refused content costs nothing and the limit answers 429', async () => {
    const { cookie } = await signUp(ctx.app);
    const used = async () =>
      (await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } })).json().usage.generations.used as number;
    const first = await summarize({ content: TEXT, mode: 'summary' }, cookie);
    expect(first.headers['x-usage-kind']).toBe('generations');
    expect(await used()).toBe(1);
    expect((await summarize({ content: ' ', mode: 'summary' }, cookie)).statusCode).toBe(400);
    expect(await used()).toBe(1);
    // The Free plan allows 15 generations a day.
    for (let i = 2; i <= 15; i += 1) expect((await summarize({ content: TEXT, mode: 'keypoints' }, cookie)).statusCode).toBe(200);
    const refused = await summarize({ content: TEXT, mode: 'summary' }, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain(LIMIT_REACHED_TEXT);
  });

  it('refuses an unknown mode with 400', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await summarize({ content: TEXT, mode: 'poem' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SUMMARY_MESSAGES.modeInvalid });
  });
});
