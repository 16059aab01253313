import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../shared/quiz';
import { DAILY_LIMITS, LIMIT_REACHED_TEXT, USAGE_KINDS } from '../../../shared/usage';
import { quiz, usageCounter } from '../../db/schema';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import type { StudyEngine } from '../../engine/types';
import { request, signUp, upload, useTestApp } from '../../test/test-app';

// Every route that can reach the study engine, and so a provider, must count against a daily
// limit: walked here method by method of the engine's interface. A user with nothing left today
// asks each route with a request it would otherwise answer, and the provider must hear nothing.

const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ctx = useTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' });

type EngineMethod = Exclude<keyof StudyEngine, 'name'>;

/** What a route is asked with: the user's cookie and the ids of their records the route works on. */
interface Caller {
  cookie: string;
  openQuizId: string;
  completedQuizId: string;
  conversationId: string;
}
type RouteCall = (caller: Caller) => Promise<LightMyRequestResponse>;

const post = (url: string, payload: object) => (c: Caller) =>
  request(ctx.app, { method: 'POST', url, payload, headers: { cookie: c.cookie } });
const put = (url: (c: Caller) => string, payload: object) => (c: Caller) =>
  request(ctx.app, { method: 'PUT', url: url(c), payload, headers: { cookie: c.cookie } });
const form = (url: string, fields: Record<string, string>, file?: { name: string; data: Buffer }) => (c: Caller) =>
  upload(ctx.app, url, file ? [file] : [], { cookie: c.cookie, fields });

const TEXT = 'Plants take in carbon dioxide and water and, with the energy of light, make sugar and oxygen. '.repeat(4);
const ANSWERS = { answers: [1, 'Chlorophyll reflects green light'] };

/**
 * Each engine method, by the feature that calls it, and that feature's routes which reach it. A
 * new engine method fails to compile until it is listed; a feature that starts calling the
 * engine fails the first test until its routes are.
 */
const ENGINE_ROUTES: Record<EngineMethod, Record<string, Record<string, RouteCall>>> = {
  summarize: { summary: { 'POST /api/summarize': post('/api/summarize', { content: TEXT, mode: 'summary' }) } },
  generateQuiz: {
    quiz: {
      'POST /api/quizzes/generate': post('/api/quizzes/generate', { text: TEXT, numQuestions: 3 }),
      'POST /api/generate-quiz': form('/api/generate-quiz', { text: TEXT }),
      'POST /api/quizzes/weak-spots': post('/api/quizzes/weak-spots', {}),
    },
  },
  gradeQuiz: {
    quiz: {
      'PUT /api/quizzes/:id/submit': put((c) => `/api/quizzes/${c.openQuizId}/submit`, ANSWERS),
      'PUT /api/quizzes/:id/complete': put((c) => `/api/quizzes/${c.openQuizId}/complete`, ANSWERS),
      'POST /api/quizzes/:id/retake': (c) =>
        request(ctx.app, {
          method: 'POST',
          url: `/api/quizzes/${c.completedQuizId}/retake`,
          payload: ANSWERS,
          headers: { cookie: c.cookie },
        }),
    },
  },
  analyze: {
    'want-to-learn': {
      'POST /api/analyzeText': post('/api/analyzeText', { text: 'Photosynthesis' }),
      'POST /api/analyzeFile': form('/api/analyzeFile', {}, { name: 'notes.txt', data: Buffer.from(TEXT) }),
      'POST /api/fetchLink': post('/api/fetchLink', { url: 'http://127.0.0.1:9/photosynthesis' }),
    },
  },
  studyPlan: { 'study-plan': { 'POST /api/study-plans/generate': post('/api/study-plans/generate', { subjects: 'Biology' }) } },
  planSchedule: {
    planner: { 'POST /api/planner': post('/api/planner', { subject: 'Biology', goal: 'Pass', examDate: '2099-03-15' }) },
  },
  studyPath: { 'study-path': { 'POST /api/study-paths': post('/api/study-paths', { topic: 'Botany', difficulty: 'beginner' }) } },
  solveDoubt: { doubt: { 'POST /api/doubt-solver': post('/api/doubt-solver', { question: 'Why are leaves green?' }) } },
  suggestCards: { flashcards: { 'POST /api/cards/suggest': post('/api/cards/suggest', { text: TEXT }) } },
  tutorReply: {
    tutor: {
      'POST /api/conversations/:id/messages': (c) =>
        request(ctx.app, {
          method: 'POST',
          url: `/api/conversations/${c.conversationId}/messages`,
          payload: { content: 'Why are leaves green?' },
          headers: { cookie: c.cookie },
        }),
    },
  },
};

const FEATURES_DIR = path.join(import.meta.dirname, '..');

/** `feature: method` for every call of the engine in the features' code. */
function engineCallsInCode(): Set<string> {
  const calls = new Set<string>();
  for (const feature of readdirSync(FEATURES_DIR)) {
    const files = readdirSync(path.join(FEATURES_DIR, feature)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of files) {
      const code = readFileSync(path.join(FEATURES_DIR, feature, file), 'utf8');
      for (const match of code.matchAll(/\bengine\.(\w+)\(/g)) calls.add(`${feature}: ${match[1]}`);
    }
  }
  return calls;
}

const WRITTEN_QUIZ: QuizQuestion[] = [
  { id: 'q1', question: 'Which gas?', type: 'mcq', options: ['Oxygen', 'Carbon dioxide'], correctAnswer: 1, explanation: '' },
  { id: 'q2', question: 'Why are leaves green?', type: 'short_answer', correctAnswer: 'Chlorophyll', explanation: '' },
];

/** A user with every daily limit used up, an open and a completed quiz with a written question, and a conversation. */
async function callerWithNothingLeft(): Promise<Caller> {
  const { cookie } = await signUp(ctx.app);
  const userId = (await request(ctx.app, { method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().id as string;
  const [openQuizId, completedQuizId] = [uuidv7(), uuidv7()];
  const base = { userId, title: 'Plants', topic: null, difficulty: 'medium', questions: WRITTEN_QUIZ, savedAt: new Date() } as const;
  await ctx.database.db.insert(quiz).values([
    { ...base, id: openQuizId },
    { ...base, id: completedQuizId, answers: [1, 'Chlorophyll'], score: 100, completedAt: new Date() },
  ]);
  const conversation = await request(ctx.app, {
    method: 'POST',
    url: '/api/conversations',
    payload: { title: 'Plants' },
    headers: { cookie },
  });
  const day = new Date().toISOString().slice(0, 10);
  await ctx.database.db.insert(usageCounter).values(USAGE_KINDS.map((kind) => ({ userId, kind, day, used: DAILY_LIMITS.Free[kind] })));
  return { cookie, openQuizId, completedQuizId, conversationId: conversation.json().id as string };
}

const everyRoute = Object.values(ENGINE_ROUTES).flatMap((byFeature) =>
  Object.values(byFeature).flatMap((routes) => Object.entries(routes)),
);

describe('every route that can reach the study engine is metered', () => {
  it('lists every feature that calls the engine, with each method it calls', () => {
    const listed = Object.entries(ENGINE_ROUTES).flatMap(([method, byFeature]) =>
      Object.keys(byFeature).map((feature) => `${feature}: ${method}`),
    );
    expect(new Set(listed)).toEqual(engineCallsInCode());
  });

  it.each(everyRoute)('%s answers 429 at the daily limit, before the provider hears anything', async (_name, call) => {
    const caller = await callerWithNothingLeft();
    const response = await call(caller);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().message).toContain(LIMIT_REACHED_TEXT);
    expect(fake.requests).toHaveLength(0);
  });
});
