import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../../../shared/classroom';
import { request, useTestApp } from '../../test/test-app';
import { assigned, createdClass, joined, person, savedPlan, savedQuiz } from './classroom-test-support';

const ctx = useTestApp();

/** A class with its teacher, a student in it, a student who left, a stranger, and two assignments. */
async function classWithEveryone() {
  const [teacher, member, former, outsider] = [
    await person(ctx.app, 'Teacher'),
    await person(ctx.app, 'Member'),
    await person(ctx.app, 'Former'),
    await person(ctx.app, 'Outsider'),
  ];
  const created = await createdClass(teacher);
  await joined(member, created.joinCode);
  await joined(former, created.joinCode);
  const quiz = await assigned(teacher, created.id, 'quiz', await savedQuiz(teacher));
  const plan = await assigned(teacher, created.id, 'study-plan', await savedPlan(ctx.database, teacher.id));
  // The former member started the quiz before leaving: leaving takes the class away all the same.
  expect((await former.call('POST', `/api/assignments/${quiz.id}/start`)).statusCode).toBe(200);
  expect((await former.call('DELETE', `/api/classes/${created.id}/membership`)).statusCode).toBe(200);
  return { teacher, member, former, outsider, classId: created.id, quizId: quiz.id, planId: plan.id };
}

type Role = 'teacher' | 'member' | 'former' | 'outsider';
const ROLES: Role[] = ['teacher', 'member', 'former', 'outsider'];

describe('who may call each classroom route', () => {
  it('answers the teacher, the member, a former member and an outsider as the matrix says; outsiders always 404', async () => {
    const setup = await classWithEveryone();
    const { classId, quizId, planId, member } = setup;
    const anotherQuiz = await savedQuiz(setup.teacher, 3);
    // Status by role: non-destructive routes first, each asked by all four.
    const matrix: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined, Record<Role, number>][] = [
      ['class', 'GET', `/api/classes/${classId}`, undefined, { teacher: 200, member: 200, former: 404, outsider: 404 }],
      ['rotate', 'POST', `/api/classes/${classId}/rotate-code`, undefined, { teacher: 200, member: 403, former: 404, outsider: 404 }],
      [
        'assign',
        'POST',
        `/api/classes/${classId}/assignments`,
        { kind: 'quiz', itemId: anotherQuiz },
        { teacher: 201, member: 403, former: 404, outsider: 404 },
      ],
      ['results', 'GET', `/api/classes/${classId}/results`, undefined, { teacher: 200, member: 403, former: 404, outsider: 404 }],
      ['csv', 'GET', `/api/classes/${classId}/results.csv`, undefined, { teacher: 200, member: 403, former: 404, outsider: 404 }],
      [
        'remove someone',
        'DELETE',
        `/api/classes/${classId}/members/${setup.outsider.id}`,
        undefined,
        { teacher: 404, member: 403, former: 404, outsider: 404 },
      ],
      ['assignment', 'GET', `/api/assignments/${quizId}`, undefined, { teacher: 404, member: 200, former: 404, outsider: 404 }],
      ['start', 'POST', `/api/assignments/${quizId}/start`, undefined, { teacher: 404, member: 200, former: 404, outsider: 404 }],
      ['done', 'PUT', `/api/assignments/${planId}/done`, { done: true }, { teacher: 404, member: 200, former: 404, outsider: 404 }],
      [
        'unassign',
        'DELETE',
        `/api/classes/${classId}/assignments/${planId}`,
        undefined,
        { teacher: 200, member: 403, former: 404, outsider: 404 },
      ],
      ['leave', 'DELETE', `/api/classes/${classId}/membership`, undefined, { teacher: 409, member: 200, former: 404, outsider: 404 }],
      [
        'remove member',
        'DELETE',
        `/api/classes/${classId}/members/${member.id}`,
        undefined,
        { teacher: 404, member: 404, former: 404, outsider: 404 },
      ],
      ['delete', 'DELETE', `/api/classes/${classId}`, undefined, { teacher: 200, member: 404, former: 404, outsider: 404 }],
    ];
    for (const [name, method, url, payload, expected] of matrix) {
      // The leaving member answers last of the four, so the others are asked while they still belong.
      for (const role of ROLES) {
        const response = await setup[role].call(method, url, payload);
        expect(response.statusCode, `${name} as ${role}: ${response.body}`).toBe(expected[role]);
        if (expected[role] === 404 && name !== 'remove someone') expect(response.json().code).toBe('not_found');
        if (expected[role] === 403) expect(response.json()).toEqual({ message: CLASS_MESSAGES.teacherOnly, code: 'forbidden' });
      }
      if (name === 'leave') expect((await member.call('GET', `/api/classes/${classId}`)).statusCode).toBe(404);
    }
    // Signed out: 401 before anything else.
    for (const url of [`/api/classes/${classId}`, '/api/classes', '/api/assignments']) {
      expect((await request(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists a class only to its teacher and current students, and a student never sees classmates, the code or their answers', async () => {
    const { teacher, member, former, outsider, classId, quizId } = await classWithEveryone();
    const classmate = await person(ctx.app, 'Classmate');
    const code = (await teacher.call('GET', `/api/classes/${classId}`)).json().joinCode;
    await joined(classmate, code);
    await classmate.call('POST', `/api/assignments/${quizId}/start`);

    expect((await teacher.call('GET', '/api/classes')).json()).toMatchObject([{ id: classId, role: 'teacher', memberCount: 2 }]);
    expect((await member.call('GET', '/api/classes')).json()).toMatchObject([
      { id: classId, role: 'student', teacherName: expect.stringContaining('Teacher') },
    ]);
    expect((await former.call('GET', '/api/classes')).json()).toEqual([]);
    expect((await outsider.call('GET', '/api/classes')).json()).toEqual([]);

    const seen = await member.call('GET', `/api/classes/${classId}`);
    expect(seen.json()).toMatchObject({ role: 'student', joinCode: null, members: null, sizeLimit: null });
    expect(seen.body).not.toContain(classmate.email);
    expect(seen.body).not.toContain('Classmate');
    const mine = (await member.call('GET', '/api/assignments')).json();
    expect(mine.map((item: { id: string }) => item.id)).toContain(quizId);
    expect(mine.find((item: { id: string }) => item.id === quizId)).toMatchObject({ status: 'Not started', copyId: null });
    // The former member's list has nothing of the class left; the outsider's never had.
    expect((await former.call('GET', '/api/assignments')).json()).toEqual([]);
    expect((await outsider.call('GET', '/api/assignments')).json()).toEqual([]);
    // A student's copy is theirs alone: neither the teacher nor a classmate can open it.
    const copyId = (await classmate.call('GET', `/api/assignments/${quizId}`)).json().copyId;
    expect(copyId).toBeTruthy();
    for (const other of [teacher, member]) expect((await other.call('GET', `/api/quizzes/${copyId}`)).statusCode).toBe(404);
  });

  it('gives the teacher the class’s results only: nothing else of a student’s account', async () => {
    const { teacher, member, classId, quizId } = await classWithEveryone();
    const privateQuiz = await savedQuiz(member, 3, 'My secret revision');
    await member.call('POST', '/api/notes', { title: 'Diary', content: '<p>Private thoughts</p>' });
    await member.call('POST', `/api/assignments/${quizId}/start`);
    const results = await teacher.call('GET', `/api/classes/${classId}/results`);
    expect(results.body).not.toContain('My secret revision');
    expect(results.body).not.toContain('Private thoughts');
    expect(results.json().students.map((s: { userId: string }) => s.userId)).toEqual([member.id]);
    // The assignable items are the user's own only: the student's are their quiz and their copy of the assigned one.
    const items = (await member.call('GET', '/api/classes/assignable')).json();
    expect(items.quizzes.map((q: { title: string }) => q.title).sort()).toEqual(['My secret revision', 'Photosynthesis check']);
    const stolen = await teacher.call('POST', `/api/classes/${classId}/assignments`, { kind: 'quiz', itemId: privateQuiz });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(CLASS_MESSAGES.itemNotFound);
  });
});
