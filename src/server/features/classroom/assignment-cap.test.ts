import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, MAX_ASSIGNMENTS_PER_CLASS } from '../../../shared/classroom';
import { assignment } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { assigned, createdClass, joined, person, savedQuiz } from './classroom-test-support';
import { insertAssignment } from './repo';

const ctx = useTestApp();

/** Fills the class with the teacher's quiz up to `count` assignments, written directly (200 requests would only be slow). */
async function fillTo(classId: string, quizId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    classId,
    kind: 'quiz' as const,
    quizId,
    title: `Old quiz ${i + 1}`,
  }));
  await ctx.database.db.insert(assignment).values(rows);
}

const assignmentsOf = async (classId: string) =>
  (await ctx.database.db.select({ id: assignment.id }).from(assignment).where(eq(assignment.classId, classId))).length;

describe(`a class keeps at most ${MAX_ASSIGNMENTS_PER_CLASS} assignments`, () => {
  it('refuses the next one with 409 and what to do, also when several arrive at once for the last place; deleting one makes room', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const quizId = await savedQuiz(teacher, 3);
    await fillTo(created.id, quizId, MAX_ASSIGNMENTS_PER_CLASS - 1);

    const url = `/api/classes/${created.id}/assignments`;
    // Five at once for the one place left: each counts after the one before it has written.
    const racing = await Promise.all(Array.from({ length: 5 }, () => teacher.call('POST', url, { kind: 'quiz', itemId: quizId })));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = racing.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({ message: CLASS_MESSAGES.tooManyAssignments, code: 'conflict' });
    expect(CLASS_MESSAGES.tooManyAssignments).toBe(
      'This class has 200 assignments, the most a class keeps. Delete an old assignment to add a new one.',
    );
    expect(await assignmentsOf(created.id)).toBe(MAX_ASSIGNMENTS_PER_CLASS);
    expect((await teacher.call('POST', url, { kind: 'quiz', itemId: quizId })).statusCode).toBe(409);

    // The teacher deletes an old one, as the message says, and the new one fits.
    const oldest = (await teacher.call('GET', `/api/classes/${created.id}`)).json().assignments[0];
    const deleted = await teacher.call('DELETE', `${url}/${oldest.id}`);
    expect(deleted.json()).toEqual({ id: oldest.id });
    expect((await teacher.call('POST', url, { kind: 'quiz', itemId: quizId })).statusCode).toBe(201);
    expect(await assignmentsOf(created.id)).toBe(MAX_ASSIGNMENTS_PER_CLASS);
  });

  it('lets exactly one of many writes side by side take the last place (the class row is locked while counting)', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const quizId = await savedQuiz(teacher, 3);
    await fillTo(created.id, quizId, MAX_ASSIGNMENTS_PER_CLASS - 1);
    const values = { classId: created.id, kind: 'quiz' as const, itemId: quizId, title: 'Last', totalSteps: null, dueAt: null };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => insertAssignment(ctx.database.db, values, MAX_ASSIGNMENTS_PER_CLASS)),
    );
    expect(outcomes.filter((outcome) => typeof outcome === 'object')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(7);
    expect(await assignmentsOf(created.id)).toBe(MAX_ASSIGNMENTS_PER_CLASS);
  });

  it('counts per class: a full class leaves the teacher’s other classes free', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const [full, other] = [await createdClass(teacher, 'Full'), await createdClass(teacher, 'Other')];
    const quizId = await savedQuiz(teacher, 3);
    await fillTo(full.id, quizId, MAX_ASSIGNMENTS_PER_CLASS);
    expect((await teacher.call('POST', `/api/classes/${full.id}/assignments`, { kind: 'quiz', itemId: quizId })).statusCode).toBe(409);
    expect((await assigned(teacher, other.id, 'quiz', quizId)).title).toBe('Photosynthesis check');
  });

  it('deleting an assignment takes it from the results and the students’ lists; their started copy stays theirs', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const kept = await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher, 3, 'Kept'));
    const ended = await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher, 3, 'Ended'));
    const student = await person(ctx.app, 'Student');
    await joined(student, created.joinCode);
    const copyId = (await student.call('POST', `/api/assignments/${ended.id}/start`)).json().copyId;

    expect((await teacher.call('DELETE', `/api/classes/${created.id}/assignments/${ended.id}`)).statusCode).toBe(200);
    const results = (await teacher.call('GET', `/api/classes/${created.id}/results`)).json();
    expect(results.assignments.map((row: { id: string }) => row.id)).toEqual([kept.id]);
    expect(results.students[0].cells.map((cell: { assignmentId: string }) => cell.assignmentId)).toEqual([kept.id]);
    expect((await student.call('GET', '/api/assignments')).json().map((row: { id: string }) => row.id)).toEqual([kept.id]);
    expect((await student.call('GET', `/api/quizzes/${copyId}`)).statusCode).toBe(200);

    // Gone, unknown, malformed, or another class's: 404 with the assignment message.
    const elsewhere = await createdClass(teacher, 'Elsewhere');
    for (const url of [
      `/api/classes/${created.id}/assignments/${ended.id}`,
      `/api/classes/${created.id}/assignments/not-an-id`,
      `/api/classes/${elsewhere.id}/assignments/${kept.id}`,
    ]) {
      const response = await teacher.call('DELETE', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: CLASS_MESSAGES.assignmentNotFound, code: 'not_found' });
    }
  });
});
