import { describe, expect, it } from 'vitest';
import type { Flashcard } from '../../../shared/flashcards';
import type { LearnerConcept } from '../../../shared/learner';
import { answerText, type MistakeCardsResponse, QUIZ_TEXT, type QuizAnswer, type QuizView } from '../../../shared/quiz';
import { rightAnswers, storedQuestions, studyText, wrongAnswers } from '../../test/quiz-answers';
import { signUp, upload, useTestApp } from '../../test/test-app';
import { json } from './quiz-test-support';

const ctx = useTestApp();

type Fixture = 'photosynthesis' | 'french-revolution';

/** A generator-page quiz on a fixture under `topic`, handed in with `answer` choosing each answer. */
async function takeQuiz(
  cookie: string,
  fixture: Fixture,
  topic: string,
  answer: (right: QuizAnswer, wrong: QuizAnswer, i: number) => QuizAnswer,
) {
  const generated = await upload(ctx.app, '/api/generate-quiz', [], {
    cookie,
    fields: { text: studyText(fixture), topic, difficulty: 'medium', numQuestions: '6' },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const quiz = generated.json<QuizView>();
  const questions = await storedQuestions(ctx.database, quiz.id);
  const [right, wrong] = [rightAnswers(questions), wrongAnswers(questions)];
  const answers = questions.map((_, i) => answer(right[i]!, wrong[i]!, i));
  const completed = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers });
  expect(completed.statusCode, completed.body).toBe(200);
  return { quiz, questions, answers };
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('POST /api/quizzes/:id/mistake-cards', () => {
  it('makes one card per wrong answer with its passage, in the deck "Mistakes — <title>", once', async () => {
    const { cookie } = await signUp(ctx.app);
    // Questions 1 and 2 right, the rest wrong or skipped.
    const { quiz, questions } = await takeQuiz(cookie, 'photosynthesis', 'Biology', (right, wrong, i) =>
      i < 2 ? right : i === 2 ? null : wrong,
    );
    const wrongOnes = questions.slice(2);

    const first = await json(ctx.app, 'POST', `/api/quizzes/${quiz.id}/mistake-cards`, cookie);
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json<MistakeCardsResponse>();
    expect(made).toMatchObject({ deckName: `Mistakes — ${quiz.title}`, added: wrongOnes.length, mistakes: wrongOnes.length });

    const cards = (await json(ctx.app, 'GET', `/api/cards?deck=${made.deckId}`, cookie)).json<Flashcard[]>();
    expect(cards).toHaveLength(wrongOnes.length);
    for (const question of wrongOnes) {
      const card = cards.find((item) => item.source.questionId === question.id)!;
      expect(card.front).toContain(question.question);
      expect(card.back).toContain(answerText(question, question.correctAnswer ?? null)!);
      expect(card.source).toEqual({ kind: 'quiz', id: quiz.id, questionId: question.id, passage: question.source });
    }

    // Asked again: the same deck, no new card.
    const again = await json(ctx.app, 'POST', `/api/quizzes/${quiz.id}/mistake-cards`, cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...made, added: 0 });
    expect((await json(ctx.app, 'GET', `/api/cards?deck=${made.deckId}`, cookie)).json()).toHaveLength(wrongOnes.length);
  });

  it('answers 404 for another user’s quiz, 409 for an open quiz or one without mistakes', async () => {
    const owner = await signUp(ctx.app);
    const { quiz } = await takeQuiz(owner.cookie, 'photosynthesis', 'Biology', (_right, wrong) => wrong);
    const other = await signUp(ctx.app);
    const stranger = await json(ctx.app, 'POST', `/api/quizzes/${quiz.id}/mistake-cards`, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: QUIZ_TEXT.notFound });
    expect((await json(ctx.app, 'POST', '/api/quizzes/not-a-quiz/mistake-cards', other.cookie)).statusCode).toBe(404);
    expect((await json(ctx.app, 'GET', '/api/cards', other.cookie)).json()).toEqual([]);

    const open = await upload(ctx.app, '/api/generate-quiz', [], { cookie: owner.cookie, fields: { text: studyText('photosynthesis') } });
    const early = await json(ctx.app, 'POST', `/api/quizzes/${open.json<QuizView>().id}/mistake-cards`, owner.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: QUIZ_TEXT.mistakesBeforeCompletion });

    const perfect = await takeQuiz(owner.cookie, 'photosynthesis', 'Biology', (right) => right);
    const none = await json(ctx.app, 'POST', `/api/quizzes/${perfect.quiz.id}/mistake-cards`, owner.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: QUIZ_TEXT.noMistakes });
  });
});

describe('POST /api/quizzes/weak-spots', () => {
  it('says to study first when the student has no concepts yet', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await json(ctx.app, 'POST', '/api/quizzes/weak-spots', cookie, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: QUIZ_TEXT.noConcepts });
  });

  it('builds a saved quiz from the weakest concepts’ own passages, not the strong ones’', async () => {
    const { cookie } = await signUp(ctx.app);
    await takeQuiz(cookie, 'photosynthesis', 'Biology', (right) => right);
    const history = await takeQuiz(cookie, 'french-revolution', 'History', (_right, wrong) => wrong);

    const response = await json(ctx.app, 'POST', '/api/quizzes/weak-spots', cookie, { numQuestions: 4 });
    expect(response.statusCode, response.body).toBe(201);
    const quiz = response.json<QuizView>();
    expect(quiz).toMatchObject({ title: 'Weak spots — History', topic: 'History', saved: true, completed: false });
    expect(quiz.questions.length).toBeGreaterThan(0);
    expect(quiz.questions.length).toBeLessThanOrEqual(4);
    expect(response.body).not.toMatch(/correctAnswer|"source"/);

    // Every question's passage is one the History quiz asked about; none is from the Biology text.
    const asked = history.questions.map((question) => flat(question.source ?? ''));
    const biology = flat(studyText('photosynthesis'));
    for (const question of await storedQuestions(ctx.database, quiz.id)) {
      const passage = flat(question.source!);
      expect(asked.some((source) => source.includes(passage) || passage.includes(source))).toBe(true);
      expect(biology.includes(passage)).toBe(false);
    }
    // The quiz page opens it like any other quiz.
    expect((await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie)).json()).toEqual(quiz);

    // A subject named: its own concepts' material.
    const chosen = await json(ctx.app, 'POST', '/api/quizzes/weak-spots', cookie, { subject: 'Biology', numQuestions: 3 });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ title: 'Weak spots — Biology', topic: 'Biology' });
    for (const question of await storedQuestions(ctx.database, chosen.json<QuizView>().id)) {
      expect(biology.includes(flat(question.source!))).toBe(true);
    }
  });

  it('practises one concept of the owner’s, and answers 404 for another user’s concept', async () => {
    const owner = await signUp(ctx.app);
    await takeQuiz(owner.cookie, 'french-revolution', 'History', (_right, wrong) => wrong);
    const concepts = (await json(ctx.app, 'GET', '/api/learner/concepts', owner.cookie)).json<LearnerConcept[]>();
    const concept = concepts[0]!;

    const response = await json(ctx.app, 'POST', '/api/quizzes/weak-spots', owner.cookie, { conceptId: concept.id, numQuestions: 3 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: `Weak spots — ${concept.name}`, topic: 'History' });

    const other = await signUp(ctx.app);
    await takeQuiz(other.cookie, 'photosynthesis', 'Biology', (_right, wrong) => wrong);
    const stranger = await json(ctx.app, 'POST', '/api/quizzes/weak-spots', other.cookie, { conceptId: concept.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: QUIZ_TEXT.conceptNotFound });
    expect((await json(ctx.app, 'POST', '/api/quizzes/weak-spots', other.cookie, { numQuestions: 50 })).statusCode).toBe(400);
  });

  it('is described in the OpenAPI document, with the mistake cards', async () => {
    const docs = (await json(ctx.app, 'GET', '/api/docs', '')).json();
    expect(Object.keys(docs.paths['/api/quizzes/weak-spots'].post.requestBody.content['application/json'].schema.properties)).toEqual([
      'subject',
      'numQuestions',
      'conceptId',
    ]);
    expect(
      Object.keys(docs.paths['/api/quizzes/{id}/mistake-cards'].post.responses['200'].content['application/json'].schema.properties),
    ).toEqual(['deckId', 'deckName', 'added', 'mistakes']);
  });
});
