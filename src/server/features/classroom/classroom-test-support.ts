import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseHandle } from '../../db/client';
import { studyPlan } from '../../db/schema';
import { studyText } from '../../test/quiz-answers';
import { request, signUp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One signed-in person's calls, as the browser app makes them. */
export async function person(app: FastifyInstance, firstName = 'Asha', lastName?: string) {
  const { cookie, email } = await signUp(app, { firstName, ...(lastName !== undefined && { lastName }) });
  const call = (method: Method, url: string, payload?: object) =>
    request(app, { method, url, headers: { cookie }, ...(payload !== undefined && { payload }) });
  const me = (await call('GET', '/api/auth/user')).json();
  return { cookie, email, id: me.id as string, call };
}
export type Person = Awaited<ReturnType<typeof person>>;

export async function createdClass(teacher: Person, name = 'Biology 10A') {
  const response = await teacher.call('POST', '/api/classes', { name, subject: 'Biology' });
  if (response.statusCode !== 201) throw new Error(`create class failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; name: string; joinCode: string };
}

export async function joined(student: Person, code: string) {
  const response = await student.call('POST', '/api/classes/join', { code });
  if (response.statusCode !== 200) throw new Error(`join failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A saved quiz of the teacher's (a draft cannot be assigned). */
export async function savedQuiz(owner: Person, numQuestions = 5, title = 'Photosynthesis check') {
  const generated = await owner.call('POST', '/api/quizzes/generate', { text: studyText('photosynthesis'), numQuestions });
  if (generated.statusCode !== 200) throw new Error(`generate failed: ${generated.statusCode} ${generated.body}`);
  const { id } = generated.json();
  await owner.call('POST', '/api/quizzes/save', { quizId: id, quizTitle: title });
  return id as string;
}

export async function savedPath(teacher: Person) {
  const response = await teacher.call('POST', '/api/study-paths', { topic: 'Cell biology', difficulty: 'beginner' });
  return response.json() as { id: string; totalSteps: number };
}

/** A study plan row of the teacher's, written directly (its routes belong to another feature). */
export async function savedPlan(database: DatabaseHandle, teacherId: string) {
  const id = uuidv7();
  await database.db.insert(studyPlan).values({
    id,
    userId: teacherId,
    title: 'Exam plan',
    topic: 'Biology',
    gradeLevel: 'High School',
    subjects: ['Biology'],
    hoursPerDay: 2,
    duration: '1 week',
    difficulty: 'intermediate',
    plan: {
      weeks: [{ week: 1, days: [{ day: 'Monday', topic: 'Cells', duration: '2 hours', tasks: ['Read chapter 1'] }] }],
      schedule: 'Two hours a day',
      topics: ['Cells'],
      goals: ['Pass the exam'],
      resources: ['Textbook'],
      tips: ['Sleep well'],
    },
  });
  return id;
}

export async function assigned(teacher: Person, classId: string, kind: string, itemId: string, dueAt?: string) {
  const response = await teacher.call('POST', `/api/classes/${classId}/assignments`, { kind, itemId, ...(dueAt && { dueAt }) });
  if (response.statusCode !== 201) throw new Error(`assign failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; title: string };
}

/** RFC 4180 rows, as a spreadsheet reads the export. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}
