import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { concept, learnerEvent } from '../../db/schema';
import type { Person } from '../classroom/classroom-test-support';

const DAY_MS = 86_400_000;

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

export async function plannerFor(person: Person, subject: string, examInDays: number) {
  const response = await person.call('POST', '/api/planner', {
    subject,
    goal: `Pass the ${subject} exam`,
    examDate: isoDay(examInDays),
    today: isoDay(),
  });
  if (response.statusCode !== 201) throw new Error(`planner failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

export async function dueCards(person: Person, deckName: string, count: number) {
  const cards = Array.from({ length: count }, (_, i) => ({ front: `${deckName} question ${i + 1}`, back: `Answer ${i + 1}` }));
  const response = await person.call('POST', '/api/cards', { deckName, cards });
  if (response.statusCode !== 201) throw new Error(`cards failed: ${response.statusCode} ${response.body}`);
}
