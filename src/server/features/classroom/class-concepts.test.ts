import { describe, expect, it } from 'vitest';
import type { ClassConcepts } from '../../../shared/classroom';
import { classConceptsSchema } from '../../../shared/classroom.schema';
import { rightAnswers, storedQuestions, studyText, wrongAnswers } from '../../test/quiz-answers';
import { useTestApp } from '../../test/test-app';
import { assigned, createdClass, joined, person, type Person, savedQuiz } from './classroom-test-support';

const ctx = useTestApp();

/** The student starts the assignment and completes their copy, every answer right or every answer wrong. */
async function answer(student: Person, assignmentId: string, right: boolean) {
  const copyId = (await student.call('POST', `/api/assignments/${assignmentId}/start`)).json().copyId as string;
  const questions = await storedQuestions(ctx.database, copyId);
  const completed = await student.call('PUT', `/api/quizzes/${copyId}/complete`, {
    answers: right ? rightAnswers(questions) : wrongAnswers(questions),
  });
  expect(completed.statusCode, completed.body).toBe(200);
  // Evidence is written after the answer; reading one's own concepts waits for it.
  expect((await student.call('GET', '/api/learner/concepts')).statusCode).toBe(200);
}

/** A quiz of the student's own, outside the class. */
async function privateQuiz(student: Person) {
  const generated = await student.call('POST', '/api/quizzes/generate', { text: studyText('french-revolution'), numQuestions: 5 });
  const id = generated.json().id as string;
  const questions = await storedQuestions(ctx.database, id);
  await student.call('PUT', `/api/quizzes/${id}/complete`, { answers: wrongAnswers(questions) });
  return (await student.call('GET', '/api/learner/concepts')).json() as { name: string; sources: { kind: string; id: string }[] }[];
}

describe('GET /api/classes/:id/concepts', () => {
  it('shows students × concepts from assignment answers only, strong and weak students apart', async () => {
    const teacher = await person(ctx.app, 'Grace');
    const strong = await person(ctx.app, 'Ada');
    const weak = await person(ctx.app, 'Bram');
    const quiet = await person(ctx.app, 'Cleo');
    const created = await createdClass(teacher);
    for (const student of [strong, weak, quiet]) await joined(student, created.joinCode);
    const before = (await teacher.call('GET', `/api/classes/${created.id}/concepts`)).json() as ClassConcepts;
    expect(before.concepts).toEqual([]);
    expect(before.students.map((s) => s.userId).sort()).toEqual([strong.id, weak.id, quiet.id].sort());

    const assignment = await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher, 6));
    await answer(strong, assignment.id, true);
    await answer(weak, assignment.id, false);
    const mine = await privateQuiz(weak);
    const privateNames = new Set(mine.filter((c) => c.sources.every((s) => s.kind === 'quiz')).map((c) => c.name.toLowerCase()));

    const response = await teacher.call('GET', `/api/classes/${created.id}/concepts`);
    expect(response.statusCode, response.body).toBe(200);
    const grid = response.json() as ClassConcepts;
    expect(classConceptsSchema.safeParse(grid).success).toBe(true);
    expect(grid.concepts.length).toBeGreaterThan(0);
    // Nothing from the weak student's own quiz on the French Revolution reaches the teacher.
    const shown = new Set(grid.concepts.map((c) => c.name.toLowerCase()));
    expect(shown.has('revolution')).toBe(false);
    expect([...privateNames].filter((name) => shown.has(name) && /revolution|bastille|estates|louis/.test(name))).toEqual([]);

    const row = (id: string) => grid.students.find((s) => s.userId === id)!;
    const mean = (id: string) => {
      const cells = row(id).cells.filter((cell) => cell.mastery !== null);
      return cells.reduce((sum, cell) => sum + cell.mastery!, 0) / cells.length;
    };
    expect(mean(strong.id)).toBeGreaterThan(0.5);
    expect(mean(weak.id)).toBeLessThan(0.5);
    expect(row(weak.id).cells.every((cell) => cell.level === 'Attempted' || cell.level === null)).toBe(true);
    // A student who has not answered has no values, not zeroes.
    expect(row(quiet.id).cells.every((cell) => cell.mastery === null && cell.level === null && cell.evidenceCount === 0)).toBe(true);
  });

  it('is the teacher’s alone: a student gets 403, anyone else 404', async () => {
    const teacher = await person(ctx.app, 'Grace');
    const student = await person(ctx.app, 'Ada');
    const stranger = await person(ctx.app, 'Eve');
    const created = await createdClass(teacher);
    await joined(student, created.joinCode);
    expect((await student.call('GET', `/api/classes/${created.id}/concepts`)).statusCode).toBe(403);
    const outside = await stranger.call('GET', `/api/classes/${created.id}/concepts`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ message: 'Class not found.' });
    expect((await stranger.call('GET', '/api/classes/not-a-uuid/concepts')).statusCode).toBe(404);
  });
});
