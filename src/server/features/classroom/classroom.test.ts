import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, JOIN_ATTEMPTS_PER_HOUR, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../../shared/classroom';
import { classMember, quiz, rateLimit, studyPath, user } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { assigned, createdClass, joined, parseCsv, person, savedPath, savedPlan, savedQuiz } from './classroom-test-support';
import { rightAnswers, storedQuestions, wrongAnswers } from '../../test/quiz-answers';

const ctx = useTestApp();
const CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH},}$`);

describe('classes', () => {
  it('creates a class with a Crockford join code, refuses a missing name, and joins by the code as people type it', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const blank = await teacher.call('POST', '/api/classes', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: CLASS_MESSAGES.nameRequired, code: 'bad_request' });
    const created = await createdClass(teacher);
    expect(created.joinCode).toMatch(CODE);
    const student = await person(ctx.app, 'Student');
    const typed = `${created.joinCode.slice(0, 5)}-${created.joinCode.slice(5)}`.toLowerCase();
    expect(await joined(student, typed)).toMatchObject({ id: created.id, role: 'student', memberCount: 1 });
    // Joining again changes nothing; the teacher cannot join their own class.
    expect((await joined(student, created.joinCode)).memberCount).toBe(1);
    const own = await teacher.call('POST', '/api/classes/join', { code: created.joinCode });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(CLASS_MESSAGES.ownClass);
    const detail = (await teacher.call('GET', `/api/classes/${created.id}`)).json();
    expect(detail).toMatchObject({ role: 'teacher', joinCode: created.joinCode, sizeLimit: 40, memberCount: 1 });
    expect(detail.members).toEqual([expect.objectContaining({ userId: student.id, email: student.email })]);
  });

  it('rotating the code locks the old one out and lets the new one in', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const rotated = (await teacher.call('POST', `/api/classes/${created.id}/rotate-code`)).json();
    expect(rotated.joinCode).toMatch(CODE);
    expect(rotated.joinCode).not.toBe(created.joinCode);
    const student = await person(ctx.app, 'Student');
    const old = await student.call('POST', '/api/classes/join', { code: created.joinCode });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: CLASS_MESSAGES.codeUnknown, code: 'not_found' });
    expect((await joined(student, rotated.joinCode)).id).toBe(created.id);
  });

  it('keeps a class to its plan’s size: 40 on Free, 500 on a live Institution plan, 40 again once it lapses', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const others = Array.from({ length: 40 }, (_, i) => ({ id: `filler-${i}`, name: `Filler ${i}`, email: `filler${i}@example.com` }));
    await ctx.database.db.insert(user).values(others);
    await ctx.database.db.insert(classMember).values(others.map((other) => ({ classId: created.id, userId: other.id })));
    const late = await person(ctx.app, 'Late');
    const full = await late.call('POST', '/api/classes/join', { code: created.joinCode });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: CLASS_MESSAGES.classFull(40), code: 'conflict' });
    await ctx.database.db
      .update(user)
      .set({ plan: 'Institution', planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, teacher.id));
    // Written behind the server's back (payments tell the server themselves): the cached user goes too.
    ctx.sessionCache.clear();
    expect((await late.call('POST', '/api/classes/join', { code: created.joinCode })).statusCode).toBe(409);
    await ctx.database.db
      .update(user)
      .set({ planExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, teacher.id));
    ctx.sessionCache.clear();
    expect((await joined(late, created.joinCode)).memberCount).toBe(41);
    expect((await teacher.call('GET', `/api/classes/${created.id}`)).json().sizeLimit).toBe(500);
  });

  it(`refuses joining after ${JOIN_ATTEMPTS_PER_HOUR} wrong codes in an hour, for that user only, even with the right code`, async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const guesser = await person(ctx.app, 'Guesser');
    for (let i = 0; i < JOIN_ATTEMPTS_PER_HOUR; i += 1) {
      expect((await guesser.call('POST', '/api/classes/join', { code: `ZZZZZZZZ${String(i).padStart(2, '0')}` })).statusCode).toBe(404);
    }
    const blocked = await guesser.call('POST', '/api/classes/join', { code: created.joinCode });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: CLASS_MESSAGES.tooManyJoinAttempts, code: 'too_many_requests' });
    const honest = await person(ctx.app, 'Honest');
    expect((await joined(honest, created.joinCode)).id).toBe(created.id);
    // Once the hour is over the count starts again.
    await ctx.database.db
      .update(rateLimit)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimit.key, `class-join:${guesser.id}`));
    expect((await joined(guesser, created.joinCode)).id).toBe(created.id);
  });
});

describe('assignments and results', () => {
  it('grades a student’s own copy of the quiz on the server, shows the teacher the score and the missed questions, and leaves the teacher’s quiz alone', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const quizId = await savedQuiz(teacher, 5);
    const assignment = await assigned(teacher, created.id, 'quiz', quizId, '2099-01-01T10:00:00.000Z');
    const [ada, ben] = [await person(ctx.app, 'Ada'), await person(ctx.app, 'Ben')];
    await joined(ada, created.joinCode);
    await joined(ben, created.joinCode);

    const started = (await ada.call('POST', `/api/assignments/${assignment.id}/start`)).json();
    expect(started).toMatchObject({ status: 'In progress', className: 'Biology 10A', dueAt: '2099-01-01T10:00:00.000Z' });
    expect(started.copyId).not.toBe(quizId);
    // Starting again returns the same copy.
    expect((await ada.call('POST', `/api/assignments/${assignment.id}/start`)).json().copyId).toBe(started.copyId);
    // The copy is taken through the ordinary quiz API: its answers are hidden until submitted.
    const open = await ada.call('GET', `/api/quizzes/${started.copyId}`);
    expect(open.json()).toMatchObject({ completed: false });
    expect(open.body).not.toContain('correctAnswer');
    const questions = await storedQuestions(ctx.database, started.copyId);
    const answers = rightAnswers(questions);
    answers[1] = wrongAnswers(questions)[1]!;
    answers[3] = wrongAnswers(questions)[3]!;
    expect((await ada.call('PUT', `/api/quizzes/${started.copyId}/complete`, { answers })).json().evaluation.score).toBe(60);

    const results = (await teacher.call('GET', `/api/classes/${created.id}/results`)).json();
    const byName = Object.fromEntries(results.students.map((s: { name: string; cells: unknown[] }) => [s.name.split(' ')[0], s.cells[0]]));
    expect(byName.Ada).toMatchObject({ assignmentId: assignment.id, status: 'Done', score: 60, completedAt: expect.any(String) });
    expect(byName.Ben).toMatchObject({ status: 'Not started', score: null, completedAt: null });
    const misses = results.assignments[0].questions;
    expect(misses.slice(0, 2)).toEqual([
      { number: 2, question: questions[1]!.question, missed: 1, answered: 1 },
      { number: 4, question: questions[3]!.question, missed: 1, answered: 1 },
    ]);
    expect(misses[2]).toMatchObject({ missed: 0, answered: 1 });
    expect((await ada.call('GET', '/api/assignments')).json()[0]).toMatchObject({ status: 'Done', score: 60 });
    // The teacher's original has no answers, score or completion from the student.
    const [original] = await ctx.database.db.select().from(quiz).where(eq(quiz.id, quizId));
    expect(original).toMatchObject({ answers: null, score: null, completedAt: null, userId: teacher.id });
  });

  it('shows a study path’s progress as a percent of the student’s own copy, and marks an overdue one Late', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const path = await savedPath(teacher);
    const assignment = await assigned(teacher, created.id, 'study-path', path.id);
    const overdue = await assigned(teacher, created.id, 'study-path', path.id, '2020-01-01T00:00:00Z');
    const student = await person(ctx.app, 'Student');
    await joined(student, created.joinCode);
    const copyId = (await student.call('POST', `/api/assignments/${assignment.id}/start`)).json().copyId;
    for (const stepIndex of [0, 1]) await student.call('PUT', `/api/study-paths/${copyId}/progress`, { stepIndex, completed: true });
    const results = (await teacher.call('GET', `/api/classes/${created.id}/results`)).json();
    const percent = Math.round((2 / path.totalSteps) * 100);
    expect(results.students[0].cells).toEqual([
      { assignmentId: assignment.id, status: 'In progress', score: null, progressPercent: percent, completedAt: null, lms: null },
      { assignmentId: overdue.id, status: 'Late', score: null, progressPercent: null, completedAt: null, lms: null },
    ]);
    // Ticking every step makes it Done, with the date of the last tick.
    for (let stepIndex = 2; stepIndex < path.totalSteps; stepIndex += 1) {
      await student.call('PUT', `/api/study-paths/${copyId}/progress`, { stepIndex, completed: true });
    }
    const mine = (await student.call('GET', `/api/assignments/${assignment.id}`)).json();
    expect(mine).toMatchObject({ status: 'Done', progressPercent: 100, completedAt: expect.any(String), plan: null });
    const [original] = await ctx.database.db.select().from(studyPath).where(eq(studyPath.id, path.id));
    expect(original!.progress).toEqual({});
  });

  it('gives a study plan’s content to the student, who marks it done themselves', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const assignment = await assigned(teacher, created.id, 'study-plan', await savedPlan(ctx.database, teacher.id));
    const student = await person(ctx.app, 'Student');
    await joined(student, created.joinCode);
    const detail = (await student.call('GET', `/api/assignments/${assignment.id}`)).json();
    expect(detail).toMatchObject({ kind: 'study-plan', title: 'Exam plan', status: 'Not started', plan: { title: 'Exam plan' } });
    expect(detail.plan.content.weeks[0].days[0].tasks).toEqual(['Read chapter 1']);
    expect((await student.call('PUT', `/api/assignments/${assignment.id}/done`, { done: true })).json().status).toBe('Done');
    const cell = (await teacher.call('GET', `/api/classes/${created.id}/results`)).json().students[0].cells[0];
    expect(cell).toMatchObject({ status: 'Done', completedAt: expect.any(String) });
    expect((await student.call('PUT', `/api/assignments/${assignment.id}/done`, { done: false })).json().status).toBe('In progress');
  });

  it('refuses a bad kind, another user’s item and a malformed due date with the spec’s messages', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const quizId = await savedQuiz(teacher, 3);
    const cases: [object, number, string][] = [
      [{ kind: 'essay', itemId: quizId }, 400, CLASS_MESSAGES.kindInvalid],
      [{ kind: 'study-path', itemId: quizId }, 404, CLASS_MESSAGES.itemNotFound],
      [{ kind: 'quiz', itemId: quizId, dueAt: 'next tuesday' }, 400, CLASS_MESSAGES.dueInvalid],
    ];
    for (const [payload, status, message] of cases) {
      const response = await teacher.call('POST', `/api/classes/${created.id}/assignments`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('exports the results as CSV a spreadsheet parses back into the same table, with formulas defused', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const quizAssignment = await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher, 3));
    await assigned(teacher, created.id, 'study-plan', await savedPlan(ctx.database, teacher.id));
    const student = await person(ctx.app, '=HYPERLINK("x"),Eve');
    await joined(student, created.joinCode);
    const copyId = (await student.call('POST', `/api/assignments/${quizAssignment.id}/start`)).json().copyId;
    await student.call('PUT', `/api/quizzes/${copyId}/complete`, { answers: rightAnswers(await storedQuestions(ctx.database, copyId)) });

    const response = await teacher.call('GET', `/api/classes/${created.id}/results.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Student',
      'Email',
      'Photosynthesis check (Quiz) status',
      'Photosynthesis check (Quiz) score %',
      'Photosynthesis check (Quiz) completed',
      'Exam plan (Study plan) status',
      'Exam plan (Study plan) done',
      'Exam plan (Study plan) completed',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 5)).toEqual([`'=HYPERLINK("x"),Eve Verma`, student.email, 'Done', '100', expect.stringMatching(/^\d{4}-/)]);
    expect(rows[1]!.slice(5)).toEqual(['Not started', '', '']);
  });

  it('quotes every CSV field and defuses a formula after a semicolon or tab too, as a spreadsheet in any locale splits it', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher, 3, '+Quiz;-one\t@two'));
    const student = await person(ctx.app, 'Bob;=1+1', 'X;@SUM(A1)');
    await joined(student, created.joinCode);

    const body = (await teacher.call('GET', `/api/classes/${created.id}/results.csv`)).body;
    const lines = body.split('\r\n').filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    // However a spreadsheet cuts the line, and whether or not it strips the quotes, no cell opens a formula.
    for (const separator of [';', ',', '\t']) {
      const cells = lines.flatMap((line) => line.split(separator)).map((cell) => cell.replace(/^[\s"]+/, ''));
      expect(
        cells.filter((cell) => /^[=+\-@]/.test(cell)),
        `split on ${JSON.stringify(separator)}`,
      ).toEqual([]);
    }
    // A spreadsheet that reads it as RFC 4180 shows the name and title as typed, behind apostrophes.
    const rows = parseCsv(body);
    expect(rows[0]![2]).toBe(`'+Quiz;'-one\t'@two (Quiz) status`);
    expect(rows[1]![0]).toBe(`Bob;'=1+1 X;'@SUM(A1)`);
  });

  it('a removed student keeps their copy but leaves the teacher’s view; deleting the class ends the assignments', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const created = await createdClass(teacher);
    const assignment = await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher, 3));
    const student = await person(ctx.app, 'Student');
    await joined(student, created.joinCode);
    const copyId = (await student.call('POST', `/api/assignments/${assignment.id}/start`)).json().copyId;
    expect((await teacher.call('DELETE', `/api/classes/${created.id}/members/${student.id}`)).statusCode).toBe(200);
    expect((await teacher.call('GET', `/api/classes/${created.id}/results`)).json().students).toEqual([]);
    expect((await student.call('GET', `/api/classes/${created.id}`)).statusCode).toBe(404);
    expect((await student.call('GET', `/api/quizzes/${copyId}`)).statusCode).toBe(200);
    expect((await student.call('GET', '/api/quizzes')).json().map((q: { id: string }) => q.id)).toContain(copyId);
    // Back in, then the class is deleted: nothing assigned is left, the copy stays.
    await joined(student, created.joinCode);
    expect((await student.call('GET', '/api/assignments')).json()).toHaveLength(1);
    expect((await teacher.call('DELETE', `/api/classes/${created.id}`)).statusCode).toBe(200);
    expect((await student.call('GET', '/api/assignments')).json()).toEqual([]);
    expect((await student.call('GET', `/api/quizzes/${copyId}`)).statusCode).toBe(200);
  });

  it('documents every classroom route', async () => {
    const teacher = await person(ctx.app, 'Teacher');
    const doc = (await teacher.call('GET', '/api/docs')).json();
    for (const path of [
      '/api/classes',
      '/api/classes/join',
      '/api/classes/assignable',
      '/api/classes/{id}',
      '/api/classes/{id}/rotate-code',
      '/api/classes/{id}/members/{userId}',
      '/api/classes/{id}/membership',
      '/api/classes/{id}/assignments',
      '/api/classes/{id}/assignments/{assignmentId}',
      '/api/classes/{id}/results',
      '/api/classes/{id}/results.csv',
      '/api/assignments',
      '/api/assignments/{id}',
      '/api/assignments/{id}/start',
      '/api/assignments/{id}/done',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
