import { describe, expect, it } from 'vitest';
import type { LearnerConcept } from '../../../shared/learner';
import { learnerConceptsSchema } from '../../../shared/learner.schema';
import { rightAnswers, storedQuestions, studyText, wrongAnswers } from '../../test/quiz-answers';
import { request, signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

function call(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return request(ctx.app, { method, url, headers: { cookie }, ...(payload && { payload }) });
}

async function concepts(cookie: string, query = ''): Promise<LearnerConcept[]> {
  const response = await call(cookie, 'GET', `/api/learner/concepts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<LearnerConcept[]>();
  expect(learnerConceptsSchema.safeParse(list).success).toBe(true);
  return list;
}

/** A quiz of the generator page on one of the fixtures, with `topic` as its subject, completed right or wrong. */
async function takeQuiz(cookie: string, text: string, topic: string, right: boolean) {
  const generated = await upload(ctx.app, '/api/generate-quiz', [], {
    cookie,
    fields: { text, topic, difficulty: 'medium', numQuestions: '6' },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const quiz = generated.json<{ id: string; title: string }>();
  const questions = await storedQuestions(ctx.database, quiz.id);
  const answers = right ? rightAnswers(questions) : wrongAnswers(questions);
  const completed = await call(cookie, 'PUT', `/api/quizzes/${quiz.id}/complete`, { answers });
  expect(completed.statusCode, completed.body).toBe(200);
  return quiz;
}

const mean = (list: LearnerConcept[]) => list.reduce((sum, item) => sum + item.mastery, 0) / list.length;

describe('GET /api/learner/concepts', () => {
  it('needs a signed-in user', async () => {
    const response = await request(ctx.app, { method: 'GET', url: '/api/learner/concepts' });
    expect(response.statusCode).toBe(401);
  });

  it('turns graded quiz answers into concepts by subject: right answers rank above wrong ones, weakest first', async () => {
    const { cookie } = await signUp(ctx.app);
    expect(await concepts(cookie)).toEqual([]);
    const biology = await takeQuiz(cookie, studyText('photosynthesis'), 'Biology', true);
    await takeQuiz(cookie, studyText('french-revolution'), 'History', false);

    const all = await concepts(cookie);
    const bio = all.filter((item) => item.subject === 'Biology');
    const history = all.filter((item) => item.subject === 'History');
    expect(bio.length).toBeGreaterThan(0);
    expect(history.length).toBeGreaterThan(0);
    expect(bio.length + history.length).toBe(all.length);
    // Right answers make a concept known; wrong ones leave it at Attempted.
    expect(mean(bio)).toBeGreaterThan(0.5);
    expect(mean(history)).toBeLessThan(0.5);
    expect(history.every((item) => item.level === 'Attempted')).toBe(true);
    for (const item of bio) {
      expect(item.evidenceCount).toBeGreaterThan(0);
      expect(item.sources).toContainEqual({ kind: 'quiz', id: biology.id, title: biology.title });
      expect(Date.parse(item.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Each subject's weakest first.
    for (const list of [bio, history]) {
      const masteries = list.map((item) => item.mastery);
      expect(masteries).toEqual([...masteries].sort((a, b) => a - b));
    }
    expect(await concepts(cookie, '?subject=History')).toEqual(history);
    expect(await concepts(cookie, '?subject=Chemistry')).toEqual([]);
  });

  it('answers only the owner’s concepts', async () => {
    const owner = await signUp(ctx.app);
    await takeQuiz(owner.cookie, studyText('photosynthesis'), 'Biology', true);
    expect((await concepts(owner.cookie)).length).toBeGreaterThan(0);
    const other = await signUp(ctx.app);
    expect(await concepts(other.cookie)).toEqual([]);
    expect(await concepts(other.cookie, '?subject=Biology')).toEqual([]);
  });

  it('counts card reviews (by deck), doubts asked and study-path steps ticked as evidence', async () => {
    const { cookie } = await signUp(ctx.app);
    const cards = await call(cookie, 'POST', '/api/cards', {
      deckName: 'Chemistry',
      cards: [{ front: 'What does a catalyst do?', back: 'A catalyst speeds up a reaction without being used up.' }],
    });
    expect(cards.statusCode, cards.body).toBe(201);
    const card = cards.json<{ cards: { id: string }[] }>().cards[0]!;
    const reviewed = await call(cookie, 'POST', '/api/reviews', { cardId: card.id, grade: 3, reviewedAt: new Date().toISOString() });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const chemistry = await concepts(cookie, '?subject=Chemistry');
    expect(chemistry.map((item) => item.name.toLowerCase())).toContain('catalyst');
    expect(chemistry[0]!.sources[0]).toMatchObject({ kind: 'card', id: card.id });

    const doubt = await call(cookie, 'POST', '/api/doubt-solver', { question: 'What is a catalyst in chemistry?', subject: 'Chemistry' });
    expect(doubt.statusCode, doubt.body).toBe(200);
    const catalyst = (await concepts(cookie, '?subject=Chemistry')).find((item) => item.name.toLowerCase() === 'catalyst')!;
    expect(catalyst.evidenceCount).toBe(2);
    expect(catalyst.sources.map((source) => source.kind)).toEqual(['doubt', 'card']);

    const path = await call(cookie, 'POST', '/api/study-paths', { topic: 'Photosynthesis', difficulty: 'beginner' });
    expect(path.statusCode, path.body).toBe(201);
    const pathId = path.json<{ id: string }>().id;
    expect((await call(cookie, 'PUT', `/api/study-paths/${pathId}/progress`, { stepIndex: 0, completed: true })).statusCode).toBe(200);
    const steps = await concepts(cookie, '?subject=Photosynthesis');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]!.sources[0]).toEqual({ kind: 'study-path', id: pathId, title: 'Photosynthesis' });
  });

  it('is described in the OpenAPI document', async () => {
    const docs = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    const route = docs.paths['/api/learner/concepts'].get;
    expect(route.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['subject']);
    expect(Object.keys(route.responses['200'].content['application/json'].schema.items.properties)).toEqual([
      'id',
      'name',
      'subject',
      'mastery',
      'level',
      'evidenceCount',
      'lastSeenAt',
      'sources',
    ]);
  });
});
