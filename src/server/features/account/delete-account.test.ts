import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { ERROR_CODES } from '../../../shared/api';
import { classroom, quiz, user as userTable } from '../../db/schema';
import { request, signUp, useTestApp } from '../../test/test-app';
import { countAllRows, countUserRows, seedClassWithAttempt, seedStudyRows } from './account-test-support';

const ctx = useTestApp();

const deleteUser = (cookie: string, payload: object) =>
  request(ctx.app, { method: 'POST', url: '/api/auth/delete-user', headers: { cookie }, payload });

async function userId(email: string) {
  const [row] = await ctx.database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  return row!.id;
}

/** Three people: the one who leaves teaches a class and attends another's; a student of theirs and a teacher of theirs stay. */
async function threeUsers() {
  const leaving = await signUp(ctx.app, { email: 'leaving@example.com' });
  const student = await signUp(ctx.app, { email: 'student@example.com' });
  const teacher = await signUp(ctx.app, { email: 'teacher@example.com' });
  const [leavingId, studentId, teacherId] = [await userId(leaving.email), await userId(student.email), await userId(teacher.email)];
  const mine = await seedStudyRows(ctx.database.db, leavingId, 'Leaving');
  await seedStudyRows(ctx.database.db, studentId, 'Student');
  const theirs = await seedStudyRows(ctx.database.db, teacherId, 'Teacher');
  // A class the leaving user teaches, with the student's attempt; a class they attend, with their own.
  const taught = await seedClassWithAttempt(ctx.database.db, mine.classId, mine.quizId, studentId);
  const attended = await seedClassWithAttempt(ctx.database.db, theirs.classId, theirs.quizId, leavingId);
  return { leaving, leavingId, studentId, teacherId, taught, attended, theirs };
}

describe('POST /api/auth/delete-user', () => {
  it('deletes every row the user owns in every table, and nobody else’s', async () => {
    const { leaving, leavingId, studentId, teacherId, taught, attended, theirs } = await threeUsers();
    const before = await countUserRows(ctx.database.db, leavingId);
    // Every table holds something of theirs, so a zero after deletion means something.
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const othersBefore = [await countUserRows(ctx.database.db, studentId), await countUserRows(ctx.database.db, teacherId)];
    const allBefore = await countAllRows(ctx.database.db);

    const response = await deleteUser(leaving.cookie, { password: leaving.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'User deleted' });

    const after = await countUserRows(ctx.database.db, leavingId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const allAfter = await countAllRows(ctx.database.db);
    // The student lost their membership and attempt in the deleted class (both counted as the
    // leaving teacher's rows above), and nothing else of anyone's.
    for (const table of Object.keys(allBefore)) expect(allAfter[table], table).toBe(allBefore[table]! - before[table]!);
    expect(await countUserRows(ctx.database.db, teacherId)).toEqual({
      ...othersBefore[1],
      class_member: othersBefore[1]!.class_member! - 1,
      assignment_attempt: othersBefore[1]!.assignment_attempt! - 1,
    });
    // The student keeps their copy of the deleted class's quiz: it is their own work.
    const [copy] = await ctx.database.db.select().from(quiz).where(eq(quiz.id, taught.copyId));
    expect(copy).toMatchObject({ userId: studentId, score: 50 });
    // The class they attended stays, with its assignment; their copy is gone.
    expect(await ctx.database.db.select().from(classroom).where(eq(classroom.id, theirs.classId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(quiz).where(eq(quiz.id, attended.copyId))).toHaveLength(0);
    expect(othersBefore[0]!.quiz).toBeGreaterThan(0);
  });

  it('signs the user out at once: the old cookie answers 401, the cached lists are gone', async () => {
    const { leaving } = await threeUsers();
    const notes = await request(ctx.app, { method: 'GET', url: '/api/notes', headers: { cookie: leaving.cookie } });
    expect(notes.statusCode).toBe(200);
    expect((await deleteUser(leaving.cookie, { password: leaving.password })).statusCode).toBe(200);
    for (const url of ['/api/notes', '/api/auth/user']) {
      const response = await request(ctx.app, { method: 'GET', url, headers: { cookie: leaving.cookie } });
      expect(response.statusCode, url).toBe(401);
    }
    // Signing up again with the same address starts an empty account.
    const again = await signUp(ctx.app, { email: 'leaving@example.com' });
    const list = await request(ctx.app, { method: 'GET', url: '/api/notes', headers: { cookie: again.cookie } });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('Leaving note');
  });

  it('refuses without the password or with a wrong one, and deletes nothing', async () => {
    const { leaving, leavingId } = await threeUsers();
    const before = await countUserRows(ctx.database.db, leavingId);
    const missing = await deleteUser(leaving.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: ACCOUNT_MESSAGES.deletePasswordRequired, code: ERROR_CODES.badRequest });
    const wrong = await deleteUser(leaving.cookie, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    for (const payload of [{ password: 42 }, { password: 'x'.repeat(100_000) }, []]) {
      const response = await deleteUser(leaving.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 30)).toBeLessThan(500);
    }
    expect(await countUserRows(ctx.database.db, leavingId)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const response = await request(ctx.app, { method: 'POST', url: '/api/auth/delete-user', payload: { password: 'whatever it is' } });
    expect(response.statusCode).toBe(401);
  });
});
