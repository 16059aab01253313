import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUIZ_TEXT } from '../../../shared/quiz';
import { quiz } from '../../db/schema';
import { signUp, useTestApp } from '../../test/test-app';
import { rightAnswers, storedQuestions, studyText, wrongAnswers } from '../../test/quiz-answers';
import { generateDashboardQuiz, json } from './quiz-test-support';

const ctx = useTestApp();

const HIDDEN = ['correctAnswer', 'explanation', 'source'];

describe('dashboard quizzes', () => {
  it('generates multiple-choice questions from text, without their answers, as an unsaved draft', async () => {
    const { cookie } = await signUp(ctx.app);
    const quiz = await generateDashboardQuiz(ctx.app, cookie, studyText('photosynthesis'), 6);
    expect(quiz).toMatchObject({ completed: false, saved: false, userAnswers: null, evaluation: null, score: null });
    expect(quiz).not.toHaveProperty('answers');
    expect(quiz.questions).toHaveLength(6);
    for (const question of quiz.questions) {
      expect(question.type).toBe('mcq');
      expect(question.options).toHaveLength(4);
      for (const key of HIDDEN) expect(question).not.toHaveProperty(key);
    }
    // Not in any response body: the raw text of the answer stays on the server.
    const stored = await storedQuestions(ctx.database, quiz.id);
    const fetched = await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie);
    expect(fetched.body).not.toContain(stored[0]!.explanation);
    expect(fetched.body).not.toContain('correctAnswer');
    // A draft is not listed until it is saved.
    expect((await json(ctx.app, 'GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });

  it('answers the spec’s messages for missing text and a question count outside 1–20, and defaults the count to 5', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const text of [undefined, '', '   ']) {
      const response = await json(ctx.app, 'POST', '/api/quizzes/generate', cookie, { text, numQuestions: 5 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: QUIZ_TEXT.textRequired, code: 'bad_request' });
    }
    for (const numQuestions of [0, 21, 2.5, 'many', -3]) {
      const response = await json(ctx.app, 'POST', '/api/quizzes/generate', cookie, { text: studyText('photosynthesis'), numQuestions });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(QUIZ_TEXT.questionCount);
    }
    const defaulted = await json(ctx.app, 'POST', '/api/quizzes/generate', cookie, { text: studyText('french-revolution') });
    expect(defaulted.json().questions).toHaveLength(5);
  });

  it('grades multiple choice exactly on the server and reveals answers only after the submit', async () => {
    const { cookie } = await signUp(ctx.app);
    const quiz = await generateDashboardQuiz(ctx.app, cookie, studyText('computer-networks'), 5);
    const questions = await storedQuestions(ctx.database, quiz.id);
    const answers = rightAnswers(questions);
    answers[1] = wrongAnswers(questions)[1]!;
    answers[3] = wrongAnswers(questions)[3]!;
    const byId = Object.fromEntries(questions.map((question, i) => [question.id, answers[i]]));
    const response = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/submit`, cookie, { answers: byId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ score: 60, correctAnswers: 3, totalQuestions: 5 });
    expect(body.quiz.completed).toBe(true);
    expect(body.quiz.questions.map((q: { correctAnswer: number }) => q.correctAnswer)).toEqual(questions.map((q) => q.correctAnswer));
    expect(body.quiz.evaluation.feedback.map((f: { correct: boolean }) => f.correct)).toEqual([true, false, true, false, true]);
    expect(body.quiz.userAnswers).toEqual(byId);
    // One answer shape: the answers by question id, not also a list.
    expect(body.quiz).not.toHaveProperty('answers');
    // A second submit is refused: the stored result stays.
    const again = await json(ctx.app, 'PUT', `/api/quizzes/${quiz.id}/submit`, cookie, { answers: rightAnswers(questions) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: QUIZ_TEXT.alreadyCompleted, code: 'conflict' });
    expect((await json(ctx.app, 'GET', `/api/quizzes/${quiz.id}`, cookie)).json().score).toBe(60);
  });

  it('saves with a title and the source note, lists saved quizzes newest first, and reviews a completed one with its answers', async () => {
    const { cookie } = await signUp(ctx.app);
    const note = await json(ctx.app, 'POST', '/api/notes', cookie, { title: 'Leaves', content: `<p>${studyText('photosynthesis')}</p>` });
    const first = await generateDashboardQuiz(ctx.app, cookie);
    const saved = await json(ctx.app, 'POST', '/api/quizzes/save', cookie, {
      quizId: first.id,
      quizTitle: 'Quiz - 11/23/2026',
      quizQuestions: first.questions,
      sourceNotesId: note.json().id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: first.id, title: 'Quiz - 11/23/2026', saved: true, sourceNoteId: note.json().id });
    const second = await generateDashboardQuiz(ctx.app, cookie, studyText('french-revolution'), 3);
    const questions = await storedQuestions(ctx.database, second.id);
    await json(ctx.app, 'PUT', `/api/quizzes/${second.id}/submit`, cookie, { answers: rightAnswers(questions) });
    await json(ctx.app, 'POST', '/api/quizzes/save', cookie, { quizId: second.id, quizTitle: 'Revolution' });
    const list = (await json(ctx.app, 'GET', '/api/quizzes', cookie)).json();
    expect(list.map((q: { title: string }) => q.title)).toEqual(['Revolution', 'Quiz - 11/23/2026']);
    // The list counts the questions; the quiz itself comes from GET /api/quizzes/:id (decision 060).
    expect(list[0]).toMatchObject({ completed: true, score: 100, questionCount: 3 });
    expect(list[0]).not.toHaveProperty('questions');
    expect(list[1]).toMatchObject({ completed: false, score: null, completedAt: null, questionCount: first.questions.length });
    const reviewed = (await json(ctx.app, 'GET', `/api/quizzes/${second.id}`, cookie)).json();
    const byId = Object.fromEntries(questions.map((question, i) => [question.id, rightAnswers(questions)[i]]));
    expect(reviewed).toMatchObject({ completed: true, score: 100, userAnswers: byId });
    expect(reviewed).not.toHaveProperty('answers');
    const open = (await json(ctx.app, 'GET', `/api/quizzes/${first.id}`, cookie)).json();
    expect(open).toMatchObject({ completed: false, userAnswers: null });
    expect(open.questions[0]).not.toHaveProperty('correctAnswer');
  });

  it('refuses questions that are not the generated ones, and another user’s note is not linked', async () => {
    const { cookie } = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const theirNote = await json(ctx.app, 'POST', '/api/notes', other.cookie, { title: 'Theirs', content: '<p>Private text.</p>' });
    const quiz = await generateDashboardQuiz(ctx.app, cookie);
    const forged = await json(ctx.app, 'POST', '/api/quizzes/save', cookie, {
      quizId: quiz.id,
      quizQuestions: [{ id: 'q9', question: 'Made up' }],
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(QUIZ_TEXT.questionsMismatch);
    const saved = await json(ctx.app, 'POST', '/api/quizzes/save', cookie, { quizId: quiz.id, sourceNotesId: theirNote.json().id });
    expect(saved.json()).toMatchObject({ sourceNoteId: null, saved: true });
    expect(saved.json().title).toMatch(/^Quiz - /);
  });
});

describe('quiz API contract', () => {
  it('documents every quiz route, and an open quiz’s questions have no answer field to send', async () => {
    const doc = (await json(ctx.app, 'GET', '/api/docs', '')).json();
    for (const path of [
      '/api/quizzes',
      '/api/quizzes/{id}',
      '/api/quizzes/generate',
      '/api/quizzes/save',
      '/api/quizzes/{id}/submit',
      '/api/generate-quiz',
      '/api/quizzes/{id}/complete',
      '/api/quizzes/{id}/retake',
      '/api/quizzes/{id}/export',
      '/api/quizzes/{id}/export.qti',
      '/api/quizzes/import-qti',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    type Branch = { properties: { completed: { enum: boolean[] }; questions: { items: { properties: object } } } };
    const branches: Branch[] = doc.paths['/api/quizzes/{id}'].get.responses['200'].content['application/json'].schema.oneOf;
    const open = branches.find((branch) => branch.properties.completed.enum[0] === false)!;
    const completed = branches.find((branch) => branch.properties.completed.enum[0] === true)!;
    expect(Object.keys(open.properties.questions.items.properties)).toEqual(['id', 'question', 'type', 'options']);
    expect(Object.keys(completed.properties.questions.items.properties)).toEqual(
      expect.arrayContaining(['correctAnswer', 'explanation', 'source']),
    );
  });

  it('counts each generation against the daily limit, also one refused for too little material (the input’s fault)', async () => {
    const { cookie } = await signUp(ctx.app);
    await generateDashboardQuiz(ctx.app, cookie);
    const tooLittle = await json(ctx.app, 'POST', '/api/quizzes/generate', cookie, { text: 'Too short.', numQuestions: 3 });
    expect(tooLittle.statusCode).toBe(422);
    const limits = (await json(ctx.app, 'GET', '/api/limits', cookie)).json();
    expect(limits.usage.generations.used).toBe(2);
  });
});

describe('drafts and saved quizzes (saved_at)', () => {
  const savedAtOf = async (id: string) =>
    (await ctx.database.db.select({ savedAt: quiz.savedAt }).from(quiz).where(eq(quiz.id, id)))[0]?.savedAt ?? null;

  it('a generated dashboard quiz is a draft until saved; saving sets saved_at once, and the saved flag reads it', async () => {
    const { cookie } = await signUp(ctx.app);
    const draft = await generateDashboardQuiz(ctx.app, cookie);
    expect(await savedAtOf(draft.id)).toBeNull();
    expect(draft).toMatchObject({ saved: false, title: '' });
    await json(ctx.app, 'POST', '/api/quizzes/save', cookie, { quizId: draft.id, quizTitle: 'Leaves' });
    const savedAt = await savedAtOf(draft.id);
    expect(savedAt).toBeInstanceOf(Date);
    expect((await json(ctx.app, 'GET', `/api/quizzes/${draft.id}`, cookie)).json()).toMatchObject({ saved: true, title: 'Leaves' });
    // Saving again renames it and keeps the first saved_at.
    await json(ctx.app, 'POST', '/api/quizzes/save', cookie, { quizId: draft.id, quizTitle: 'Green leaves' });
    expect(await savedAtOf(draft.id)).toEqual(savedAt);
    // The saved flag follows saved_at, not the title: a titled row without saved_at is a draft.
    await ctx.database.db.update(quiz).set({ savedAt: null }).where(eq(quiz.id, draft.id));
    expect((await json(ctx.app, 'GET', `/api/quizzes/${draft.id}`, cookie)).json()).toMatchObject({ saved: false, title: 'Green leaves' });
    expect((await json(ctx.app, 'GET', '/api/quizzes', cookie)).json()).toEqual([]);
  });

  it('the next generation deletes the drafts older than a day by saved_at, and keeps saved quizzes of any age', async () => {
    const { cookie } = await signUp(ctx.app);
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const staleDraft = await generateDashboardQuiz(ctx.app, cookie);
    const oldSaved = await generateDashboardQuiz(ctx.app, cookie);
    await json(ctx.app, 'POST', '/api/quizzes/save', cookie, { quizId: oldSaved.id, quizTitle: 'Kept' });
    // A titled row left without saved_at (as no code path writes it) is still a draft to the clean-up.
    const oldTitledDraft = await generateDashboardQuiz(ctx.app, cookie);
    await ctx.database.db.update(quiz).set({ title: 'Named' }).where(eq(quiz.id, oldTitledDraft.id));
    await ctx.database.db
      .update(quiz)
      .set({ createdAt: old })
      .where(inArray(quiz.id, [staleDraft.id, oldSaved.id, oldTitledDraft.id]));
    const freshDraft = await generateDashboardQuiz(ctx.app, cookie);
    const left = await ctx.database.db.select({ id: quiz.id }).from(quiz);
    expect(left.map((row) => row.id).sort()).toEqual([oldSaved.id, freshDraft.id].sort());
  });
});
