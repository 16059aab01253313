import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUIZ_TEXT } from '../../../shared/quiz';
import { documentFixture } from '../../ingest/documents/document-fixture';
import { quiz as quizTable } from '../../db/schema';
import { signUp, upload, useTestApp } from '../../test/test-app';
import { rightAnswers, storedQuestions, studyText, wrongAnswers } from '../../test/quiz-answers';
import { json } from './quiz-test-support';

const ctx = useTestApp();

const generate = (cookie: string, fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) =>
  upload(ctx.app, '/api/generate-quiz', file ? [file] : [], { cookie, fields });

describe('POST /api/generate-quiz', () => {
  it('makes a saved quiz from pasted text at the chosen difficulty and count, answers hidden', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await generate(cookie, { text: studyText('photosynthesis'), difficulty: 'hard', numQuestions: '7' });
    expect(response.statusCode).toBe(201);
    const quiz = response.json();
    expect(quiz).toMatchObject({ difficulty: 'hard', saved: true, completed: false, topic: null });
    expect(quiz.title.length).toBeGreaterThan(3);
    expect(quiz.questions).toHaveLength(7);
    expect(quiz.questions.some((q: { type: string }) => q.type !== 'mcq')).toBe(true);
    expect(response.body).not.toMatch(/correctAnswer|explanation|"source"/);
    expect((await json(ctx.app, 'GET', '/api/quizzes', cookie)).json().map((q: { id: string }) => q.id)).toEqual([quiz.id]);
    // Saved from the start: saved_at is set when it is generated.
    const [row] = await ctx.database.db.select({ savedAt: quizTable.savedAt }).from(quizTable).where(eq(quizTable.id, quiz.id));
    expect(row?.savedAt).toBeInstanceOf(Date);
  });

  it('makes a quiz from an uploaded .txt or .pdf file, medium and 5 questions by default', async () => {
    const { cookie } = await signUp(ctx.app);
    const text = await generate(
      cookie,
      {},
      { name: 'networks.txt', data: Buffer.from(studyText('computer-networks')), type: 'text/plain' },
    );
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({ difficulty: 'medium' });
    expect(text.json().questions).toHaveLength(5);
    const pdf = await generate(
      cookie,
      { topic: 'Plants' },
      { name: 'study-notes.pdf', data: documentFixture('study-notes.pdf'), type: 'application/pdf' },
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().topic).toBe('Plants');
    expect(JSON.stringify(pdf.json().questions)).toMatch(/photosynthesis|water|plants|light/i);
  });

  it('makes a quiz from a topic alone, from the student’s notes on it', async () => {
    const { cookie } = await signUp(ctx.app);
    await json(ctx.app, 'POST', '/api/notes', cookie, {
      title: 'The French Revolution',
      content: `<p>${studyText('french-revolution')}</p>`,
    });
    const response = await generate(cookie, { topic: 'French Revolution', numQuestions: '3' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ topic: 'French Revolution' });
    expect(response.json().questions).toHaveLength(3);
    const stored = await storedQuestions(ctx.database, response.json().id);
    // Each question quotes the note (passages may open with an ellipsis where they were cut).
    const quoted = (source: string) => source.replace(/^…\s*/, '').split(' ').slice(0, 5).join(' ');
    expect(stored.every((q) => studyText('french-revolution').includes(quoted(q.source!)))).toBe(true);
  });

  it('answers the spec’s messages: nothing to build from, a bad count or difficulty, a file of another type (each keeps its unit)', async () => {
    const { cookie } = await signUp(ctx.app);
    const empty = await generate(cookie, { topic: '  ', text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: QUIZ_TEXT.inputRequired, code: 'bad_request' });
    const count = await generate(cookie, { topic: 'cells', numQuestions: '25' });
    expect(count.json()).toMatchObject({ message: QUIZ_TEXT.questionCount });
    const difficulty = await generate(cookie, { topic: 'cells', difficulty: 'extreme' });
    expect(difficulty.json()).toMatchObject({ message: QUIZ_TEXT.difficulty });
    const csv = await generate(cookie, {}, { name: 'glossary.csv', data: documentFixture('glossary.csv'), type: 'text/csv' });
    expect(csv.statusCode).toBe(415);
    expect(csv.json().message).toBe(QUIZ_TEXT.fileType);
    // The form is read after the unit was spent (it is multipart): bad input keeps it (decision 046).
    const limits = (await json(ctx.app, 'GET', '/api/limits', cookie)).json();
    expect(limits.usage.generations.used).toBe(4);
  });
});

describe('PUT /api/quizzes/:id/complete', () => {
  async function pageQuiz(cookie: string) {
    const response = await generate(cookie, { text: studyText('photosynthesis'), difficulty: 'hard', numQuestions: '6' });
    const quiz = response.json();
    return { quiz, questions: await storedQuestions(ctx.database, quiz.id) };
  }

  it('grades written answers on meaning: the key ideas in other words count, an unrelated answer does not', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz, questions } = await pageQuiz(cookie);
    const written = questions.findIndex((q) => q.type !== 'mcq');
    expect(written).toBeGreaterThanOrEqual(0);
    const answers = rightAnswers(questions);
    // The expected passage reordered and reworded around its key terms still covers them.
    const expected = String(questions[written]!.correctAnswer);
    answers[written] = `In short: ${expected
      .split(/(?<=[.!?])\s+/)
      .reverse()
      .join(' ')}`;
    const good = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers });
    expect(good.statusCode).toBe(200);
    const { evaluation } = good.json();
    expect(evaluation).toMatchObject({ totalQuestions: 6, correctAnswers: 6, score: 100 });
    expect(evaluation.overallFeedback.length).toBeGreaterThan(5);

    const other = await pageQuiz(cookie);
    const bad = await json(ctx.app, 'PUT', `/api/quizzes/${other.quiz.id}/complete`, cookie, { answers: wrongAnswers(other.questions) });
    expect(bad.json().evaluation).toMatchObject({ correctAnswers: 0, score: 0 });
    expect(bad.json().evaluation.feedback.every((f: { correct: boolean; feedback: string }) => !f.correct && f.feedback)).toBe(true);
  });

  it('returns the answers, explanations and sources once completed, and keeps the per-question feedback for review', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz, questions } = await pageQuiz(cookie);
    const response = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers: rightAnswers(questions) });
    expect(response.json().quiz.questions).toEqual(questions);
    const reopened = (await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie)).json();
    expect(reopened).toMatchObject({ completed: true, score: 100, evaluation: response.json().evaluation });
    // The answers come in one shape, by question id (userAnswers), as from the dashboard's submit.
    expect(reopened.userAnswers).toEqual(Object.fromEntries(questions.map((question, i) => [question.id, rightAnswers(questions)[i]])));
    expect(reopened).not.toHaveProperty('answers');
    expect(response.json().quiz).not.toHaveProperty('answers');
    expect(reopened.questions[0]).toMatchObject({ explanation: questions[0]!.explanation, source: questions[0]!.source });
    const again = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers: rightAnswers(questions) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUIZ_TEXT.alreadyCompleted);
    // A retake is graded on the server for practice; the stored result does not change.
    const retake = await json(ctx.app, 'POST', `/api/quizzes/${quiz.id}/retake`, cookie, { answers: wrongAnswers(questions) });
    expect(retake.json()).toMatchObject({ score: 0, correctAnswers: 0, totalQuestions: 6 });
    expect((await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie)).json().score).toBe(100);
  });

  it('grades a retake for practice only once the quiz is completed', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz, questions } = await pageQuiz(cookie);
    const early = await json(ctx.app, 'POST', `/api/quizzes/${quiz.id}/retake`, cookie, { answers: rightAnswers(questions) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(QUIZ_TEXT.retakeBeforeCompletion);
  });

  it('refuses a malformed answers array with 400 and keeps the quiz open', async () => {
    const { cookie } = await signUp(ctx.app);
    const { quiz, questions } = await pageQuiz(cookie);
    const mcq = questions.findIndex((q) => q.type === 'mcq');
    const written = questions.findIndex((q) => q.type !== 'mcq');
    const cases: [unknown, string][] = [
      [rightAnswers(questions).slice(1), QUIZ_TEXT.answersCount(6)],
      [[...rightAnswers(questions), 0], QUIZ_TEXT.answersCount(6)],
      [rightAnswers(questions).map((a, i) => (i === mcq ? 7 : a)), QUIZ_TEXT.mcqAnswer(mcq + 1, 4)],
      [rightAnswers(questions).map((a, i) => (i === mcq ? 'B' : a)), QUIZ_TEXT.mcqAnswer(mcq + 1, 4)],
      [rightAnswers(questions).map((a, i) => (i === written ? 3 : a)), QUIZ_TEXT.textAnswer(written + 1)],
      ['all of them', QUIZ_TEXT.answersList],
      [[{ pick: 1 }], QUIZ_TEXT.answersList],
    ];
    for (const [answers, message] of cases) {
      const response = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, cookie, { answers });
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie)).json().completed).toBe(false);
  });

  it('keeps each quiz to its owner: another user gets 404 on read, submit, save and export', async () => {
    const { cookie } = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const { quiz, questions } = await pageQuiz(cookie);
    const attempts = [
      json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, stranger.cookie),
      json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/complete`, stranger.cookie, { answers: rightAnswers(questions) }),
      json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/submit`, stranger.cookie, { answers: rightAnswers(questions) }),
      json(ctx.app, 'POST', '/api/quizzes/save', stranger.cookie, { quizId: quiz.id, quizTitle: 'Mine now' }),
      json(ctx.app, 'GET', `/api/quizzes/${quiz.id}/export?format=md`, stranger.cookie),
      json(ctx.app, 'GET', '/api/quizzes/not-an-id', cookie),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: QUIZ_TEXT.notFound, code: 'not_found' });
    }
    expect((await json(ctx.app, 'GET', '/api/quizzes', stranger.cookie)).json()).toEqual([]);
    expect((await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie)).json()).toMatchObject({ completed: false, title: quiz.title });
  });
});
