import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { DOUBT_MAX_CHARS, DOUBT_MESSAGES, type Doubt } from '../../../shared/doubt';
import { doubtSchema } from '../../../shared/doubt.schema';
import { LIMIT_REACHED_TEXT, USAGE_KIND_HEADER } from '../../../shared/usage';
import { request, signUp, useTestApp } from '../../test/test-app';
import { doubtsUsed, get, solve } from './doubt-test-support';

const ctx = useTestApp();

// The first doubt loads the math libraries (a second or more on a busy machine): once, outside any test's time.
beforeAll(() => import('../../engine/offline/doubt/solve'));

const EQUATION = { question: 'Solve 2x + 3 = 11', subject: 'Algebra', difficulty: 'medium' };

describe('POST /api/doubt-solver', () => {
  it('needs a signed-in user', async () => {
    const response = await request(ctx.app, { method: 'POST', url: '/api/doubt-solver', payload: EQUATION });
    expect(response.statusCode).toBe(401);
    expect((await request(ctx.app, { method: 'GET', url: '/api/doubts' })).statusCode).toBe(401);
  });

  it('answers the stored doubt: trimmed question and subject, difficulty, steps and a simple answer', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await solve(ctx.app, cookie, { question: '  Solve 2x + 3 = 11 \n', subject: '  Algebra ', difficulty: 'easy' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[USAGE_KIND_HEADER]).toBe('doubts');
    const doubt = response.json<Doubt>();
    expect(doubtSchema.safeParse(doubt).success).toBe(true);
    expect(doubt).toMatchObject({ question: 'Solve 2x + 3 = 11', subject: 'Algebra', difficulty: 'easy', citations: [] });
    expect(doubt.answer).toMatch(/^1\. /m);
    expect(doubt.simpleAnswer).toBeTruthy();
    expect(await doubtsUsed(ctx.app, cookie)).toBe(1);
  });

  it('leaves out a blank subject and defaults the difficulty to medium', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await solve(ctx.app, cookie, { question: 'Solve 3x = 12', subject: '   ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ subject: null, difficulty: 'medium' });
  });

  it.each([
    ['a blank question', { question: '   \n ', difficulty: 'medium' }, DOUBT_MESSAGES.questionRequired],
    ['no question', { difficulty: 'medium' }, DOUBT_MESSAGES.questionRequired],
    ['a question that is not text', { question: 42, difficulty: 'medium' }, DOUBT_MESSAGES.questionRequired],
    [`a question of ${DOUBT_MAX_CHARS + 1} characters`, { question: 'a'.repeat(DOUBT_MAX_CHARS + 1) }, DOUBT_MESSAGES.questionTooLong],
    ['an unknown difficulty', { question: 'What is osmosis?', difficulty: 'extreme' }, DOUBT_MESSAGES.difficultyInvalid],
    ['a subject of 101 characters', { question: 'What is osmosis?', subject: 's'.repeat(101) }, DOUBT_MESSAGES.subjectTooLong],
  ])('refuses %s with 400 and spends nothing', async (_, payload, message) => {
    const { cookie } = await signUp(ctx.app);
    const response = await solve(ctx.app, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: ERROR_CODES.badRequest });
    expect(await doubtsUsed(ctx.app, cookie)).toBe(0);
    expect((await get(ctx.app, cookie, '/api/doubts')).json()).toEqual([]);
  });

  it(`takes a question of exactly ${DOUBT_MAX_CHARS.toLocaleString('en-US')} characters`, async () => {
    const { cookie } = await signUp(ctx.app);
    const sentence = 'Why do leaves change colour in autumn? ';
    const question = sentence.repeat(Math.ceil(DOUBT_MAX_CHARS / sentence.length)).slice(0, DOUBT_MAX_CHARS);
    const response = await solve(ctx.app, cookie, { question: `${question}   `, difficulty: 'medium' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Doubt>().question).toHaveLength(question.trim().length);
  });

  it("stops at the Free plan's 10 doubts a day with 429 'API limit reached', storing nothing more", async () => {
    const { cookie } = await signUp(ctx.app);
    for (let i = 1; i <= 10; i += 1) {
      expect((await solve(ctx.app, cookie, { question: `Solve x + ${i} = ${i + 5}`, difficulty: 'easy' })).statusCode).toBe(200);
    }
    const refused = await solve(ctx.app, cookie, EQUATION);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(ERROR_CODES.dailyLimitReached);
    expect(refused.json().message).toContain(LIMIT_REACHED_TEXT);
    expect(await doubtsUsed(ctx.app, cookie)).toBe(10);
    expect((await get(ctx.app, cookie, '/api/doubts')).json()).toHaveLength(10);
  });
});

describe('GET /api/doubts and /api/doubts/:id', () => {
  it("lists the user's doubts newest first and never another user's", async () => {
    const asha = await signUp(ctx.app);
    const ravi = await signUp(ctx.app);
    const first = (await solve(ctx.app, asha.cookie, { question: 'Solve 4x = 8' })).json<Doubt>();
    const second = (await solve(ctx.app, asha.cookie, { question: 'What is 12 * 12?' })).json<Doubt>();
    await solve(ctx.app, ravi.cookie, { question: 'Solve 5x = 10' });

    const list = (await get(ctx.app, asha.cookie, '/api/doubts')).json<Doubt[]>();
    expect(list.map((doubt) => doubt.id)).toEqual([second.id, first.id]);
    // The list leaves the answer out; GET /api/doubts/:id answers it (decision 060).
    const { answer: _answer, simpleAnswer: _simple, citations: _citations, ...listed } = second;
    expect(list[0]).toEqual(listed);
    expect((await get(ctx.app, asha.cookie, `/api/doubts/${second.id}`)).json()).toEqual(second);
    expect((await get(ctx.app, ravi.cookie, '/api/doubts')).json<Doubt[]>().map((d) => d.question)).toEqual(['Solve 5x = 10']);
  });

  it('answers one doubt to its owner, and 404 to anyone else or for an unknown id', async () => {
    const asha = await signUp(ctx.app);
    const ravi = await signUp(ctx.app);
    const doubt = (await solve(ctx.app, asha.cookie, EQUATION)).json<Doubt>();

    const own = await get(ctx.app, asha.cookie, `/api/doubts/${doubt.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(doubt);

    for (const url of [`/api/doubts/${doubt.id}`, '/api/doubts/0190a1b2-0000-7000-8000-000000000000', '/api/doubts/not-an-id']) {
      const response = await get(ctx.app, ravi.cookie, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: DOUBT_MESSAGES.notFound, code: ERROR_CODES.notFound });
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the three doubt routes with their request and answer', async () => {
    const docs = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    const solveRoute = docs.paths['/api/doubt-solver'].post;
    expect(Object.keys(solveRoute.requestBody.content['application/json'].schema.properties)).toEqual([
      'question',
      'subject',
      'difficulty',
    ]);
    const answer = solveRoute.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual([
      'id',
      'question',
      'subject',
      'difficulty',
      'answer',
      'simpleAnswer',
      'createdAt',
      'citations',
    ]);
    expect(docs.paths['/api/doubts'].get.responses['200']).toBeDefined();
    expect(docs.paths['/api/doubts/{id}'].get.responses['404']).toBeDefined();
  });
});
