import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { SPEECH_JOBS_PER_USER, SPEECH_MESSAGES } from '../../../shared/speech';
import { shutdownOfflineSpeech } from '../../speech/espeak';
import { request, signUp, useTestApp } from '../../test/test-app';

// The offline voice reads one text at a time for the whole server: these tests show one user's
// many texts cannot keep another user waiting behind all of them.
const ctx = useTestApp();
afterAll(() => shutdownOfflineSpeech());

const SENTENCE = 'Plants take in water and carbon dioxide and use the energy of sunlight to make sugar. ';
/** About 1,400 characters: a few seconds of work for espeak-ng, time enough for Ben's text to arrive on a busy machine. */
const LONG_TEXT = SENTENCE.repeat(16);

const speak = (text: string, cookie: string) =>
  request(ctx.app, { method: 'POST', url: '/api/textToSpeech', payload: { text }, headers: { cookie } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` of the user's texts have passed the daily count, the step just before the queue. */
async function allCounted(cookie: string, count: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const limits = await request(ctx.app, { method: 'GET', url: '/api/limits', headers: { cookie } });
    if (limits.json().usage.generations.used >= count) return pause(50);
    await pause(25);
  }
  throw new Error(`only some of ${count} texts were counted`);
}

describe('POST /api/textToSpeech shares the offline voice fairly', () => {
  it("reads a second user's text next, not after all of the first user's", async () => {
    const [ann, ben] = [await signUp(ctx.app), await signUp(ctx.app)];
    await speak('Warm up.', ann.cookie); // starts the thread and compiles the wasm
    const finished: string[] = [];
    const track = (name: string, response: ReturnType<typeof speak>) =>
      response.then((answer) => {
        finished.push(name);
        return answer;
      });
    const anns = [1, 2, 3].map((n) => track(`ann${n}`, speak(LONG_TEXT, ann.cookie)));
    await allCounted(ann.cookie, 4); // Ann's three texts are queued, her first one being read
    const bens = track('ben', speak('A short question about leaves.', ben.cookie));
    const answers = await Promise.all([...anns, bens]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(finished.indexOf('ben')).toBeLessThanOrEqual(1);
    // Ann's texts may reach the queue in any order among themselves; Ben's must not wait for them all.
    expect(finished.slice(-2).every((name) => name.startsWith('ann'))).toBe(true);
  }, 60_000);

  it(`refuses a user's text with 429 while ${SPEECH_JOBS_PER_USER} of theirs are queued, and serves other users`, async () => {
    const [ann, ben] = [await signUp(ctx.app), await signUp(ctx.app)];
    const anns = Array.from({ length: SPEECH_JOBS_PER_USER + 1 }, () => speak(SENTENCE, ann.cookie));
    const bens = speak(SENTENCE, ben.cookie);
    const statuses = (await Promise.all(anns)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SPEECH_JOBS_PER_USER);
    const refused = (await Promise.all(anns)).find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: SPEECH_MESSAGES.userBusy, code: ERROR_CODES.jobsInProgress });
    expect((await bens).statusCode).toBe(200);
    // Her share is free again once her texts have been read.
    expect((await speak(SENTENCE, ann.cookie)).statusCode).toBe(200);
  }, 60_000);
});
