import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client';
import { concept, learnerEvent } from '../db/schema';
import { request, signUp } from './test-app';

// What a student's day is made of, for the Today list's and the planner's tests: a signed-in student,
// evidence about concepts, dated planners and due cards.

const DAY_MS = 86_400_000;

/** A signed-in student and their calls, as the browser app makes them. */
export async function student(app: FastifyInstance, firstName = 'Asha') {
  const { cookie } = await signUp(app, { firstName });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    request(app, { method, url, headers: { cookie }, ...(payload !== undefined && { payload }) });
  const me = (await call('GET', '/api/auth/user')).json<{ id: string }>();
  return { cookie, id: me.id, call };
}
export type Student = Awaited<ReturnType<typeof student>>;

/** The server's date `days` from now, as the planner takes it. */
export const isoDay = (days = 0) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A concept of `subject` with quiz answers right or wrong, one a day up to an hour ago, written as
 * the evidence recorder writes them (what a run of quizzes would leave, without the quizzes).
 */
export async function studied(db: Db, userId: string, subject: string, name: string, outcomes: boolean[]): Promise<string> {
  const id = uuidv7();
  await db.insert(concept).values({ id, userId, subject, name, key: name.toLowerCase() });
  const last = Date.now() - 3_600_000;
  await db.insert(learnerEvent).values(
    outcomes.map((right, i) => ({
      id: uuidv7(),
      userId,
      conceptId: id,
      kind: 'quiz-answer' as const,
      sourceKind: 'quiz' as const,
      sourceId: 'seeded-quiz',
      sourceTitle: `${subject} quiz`,
      correct: right ? 1 : 0,
      difficulty: 0,
      at: new Date(last - (outcomes.length - 1 - i) * DAY_MS),
    })),
  );
  return id;
}

export async function plannerFor(person: Student, subject: string, examInDays: number) {
  const response = await person.call('POST', '/api/planner', {
    subject,
    goal: `Pass the ${subject} exam`,
    examDate: isoDay(examInDays),
    today: isoDay(),
  });
  if (response.statusCode !== 201) throw new Error(`planner failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

export async function dueCards(person: Student, deckName: string, count: number) {
  const cards = Array.from({ length: count }, (_, i) => ({ front: `${deckName} question ${i + 1}`, back: `Answer ${i + 1}` }));
  const response = await person.call('POST', '/api/cards', { deckName, cards });
  if (response.statusCode !== 201) throw new Error(`cards failed: ${response.statusCode} ${response.body}`);
}
