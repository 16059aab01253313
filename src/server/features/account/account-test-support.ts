import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table and how to find a user's rows in it (by owner, or through the row it belongs to). */
export const USER_ROWS: Record<string, string> = {
  user: `SELECT count(*)::int AS n FROM "user" WHERE id = $1`,
  session: `SELECT count(*)::int AS n FROM session WHERE user_id = $1`,
  account: `SELECT count(*)::int AS n FROM account WHERE user_id = $1`,
  verification: `SELECT count(*)::int AS n FROM verification WHERE value = $1`,
  note: `SELECT count(*)::int AS n FROM note WHERE user_id = $1`,
  audio_clip: `SELECT count(*)::int AS n FROM audio_clip WHERE user_id = $1`,
  audio_clip_part: `SELECT count(*)::int AS n FROM audio_clip_part p JOIN audio_clip c ON c.id = p.clip_id WHERE c.user_id = $1`,
  usage_counter: `SELECT count(*)::int AS n FROM usage_counter WHERE user_id = $1`,
  summary: `SELECT count(*)::int AS n FROM summary WHERE user_id = $1`,
  planner: `SELECT count(*)::int AS n FROM planner WHERE user_id = $1`,
  study_plan: `SELECT count(*)::int AS n FROM study_plan WHERE user_id = $1`,
  quiz: `SELECT count(*)::int AS n FROM quiz WHERE user_id = $1`,
  conversation: `SELECT count(*)::int AS n FROM conversation WHERE user_id = $1`,
  message: `SELECT count(*)::int AS n FROM message m JOIN conversation c ON c.id = m.conversation_id WHERE c.user_id = $1`,
  doubt: `SELECT count(*)::int AS n FROM doubt WHERE user_id = $1`,
  study_path: `SELECT count(*)::int AS n FROM study_path WHERE user_id = $1`,
  payment_order: `SELECT count(*)::int AS n FROM payment_order WHERE user_id = $1`,
  deck: `SELECT count(*)::int AS n FROM deck WHERE user_id = $1`,
  card: `SELECT count(*)::int AS n FROM card WHERE user_id = $1`,
  review_log: `SELECT count(*)::int AS n FROM review_log WHERE user_id = $1`,
  concept: `SELECT count(*)::int AS n FROM concept WHERE user_id = $1`,
  learner_event: `SELECT count(*)::int AS n FROM learner_event WHERE user_id = $1`,
  study_setting: `SELECT count(*)::int AS n FROM study_setting WHERE user_id = $1`,
  classroom: `SELECT count(*)::int AS n FROM classroom WHERE teacher_id = $1`,
  class_member: `SELECT count(*)::int AS n FROM class_member WHERE user_id = $1 OR class_id IN (SELECT id FROM classroom WHERE teacher_id = $1)`,
  assignment: `SELECT count(*)::int AS n FROM assignment a JOIN classroom c ON c.id = a.class_id WHERE c.teacher_id = $1`,
  assignment_attempt: `SELECT count(*)::int AS n FROM assignment_attempt WHERE user_id = $1 OR assignment_id IN (SELECT a.id FROM assignment a JOIN classroom c ON c.id = a.class_id WHERE c.teacher_id = $1)`,
};

/** The user's rows in every table, by table name. */
export async function countUserRows(db: Db, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, query] of Object.entries(USER_ROWS)) {
    const result = await db.execute(sql.raw(query.replaceAll('$1', `'${userId.replaceAll("'", "''")}'`)));
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

/** Every row of every table, by table name. */
export async function countAllRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.keys(USER_ROWS)) {
    const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

const id = () => uuidv7();

export interface SeededStudy {
  noteId: string;
  quizId: string;
  cardId: string;
  classId: string;
}

/** One row of every kind the user can own, marked with `mark` so an export can be checked for it. */
export async function seedStudyRows(db: Db, userId: string, mark: string): Promise<SeededStudy> {
  const noteId = id();
  await db.insert(t.note).values({
    id: noteId,
    userId,
    title: `${mark} note`,
    content: `<h2>${mark} heading</h2><p>Photosynthesis makes <strong>sugar</strong>.</p>`,
    contentText: `${mark} heading Photosynthesis makes sugar.`,
    subject: 'Biology',
    tags: ['plants'],
  });
  const clipId = id();
  await db.insert(t.audioClip).values({ id: clipId, userId, mimeType: 'audio/wav', size: 4, durationMs: 10 });
  await db.insert(t.audioClipPart).values({ clipId, seq: 0, data: Buffer.from([1, 2, 3, 4]) });
  await db.insert(t.usageCounter).values({ userId, kind: 'chat', day: '2026-11-27', used: 3 });
  await db
    .insert(t.summary)
    .values({ id: id(), userId, title: `${mark} summary`, mode: 'summary', content: 'Long text', summary: 'Short' });
  const plannerId = id();
  await db.insert(t.planner).values({
    id: plannerId,
    userId,
    subject: 'Maths',
    goal: `${mark} planner goal`,
    examDate: '2027-01-10',
    schedule: { days: [], milestones: [] } as never,
  });
  await db.insert(t.studyPlan).values({
    id: id(),
    userId,
    title: `${mark} study plan`,
    topic: 'Algebra',
    gradeLevel: '10',
    subjects: ['Maths'],
    hoursPerDay: 2,
    duration: '1 week',
    difficulty: 'beginner',
    plan: { weeks: [] } as never,
  });
  const quizId = id();
  await db.insert(t.quiz).values({
    id: quizId,
    userId,
    title: `${mark} quiz`,
    difficulty: 'easy',
    savedAt: new Date(),
    questions: [{ question: 'What is 2 + 2?', options: ['3', '4'], correctAnswer: 1, explanation: 'Sums.' }] as never,
    answers: [1] as never,
    score: 100,
    completedAt: new Date(),
  });
  const conversationId = id();
  await db.insert(t.conversation).values({ id: conversationId, userId, title: `${mark} conversation` });
  await db.insert(t.message).values([
    { id: id(), conversationId, role: 'user', content: `${mark} question to the tutor` },
    { id: id(), conversationId, role: 'assistant', content: 'An answer.' },
  ]);
  await db.insert(t.doubt).values({ id: id(), userId, question: `${mark} doubt`, difficulty: 'easy', answer: 'Because.' });
  await db.insert(t.studyPath).values({
    id: id(),
    userId,
    topic: `${mark} path`,
    difficulty: 'beginner',
    description: 'Steps',
    estimatedHours: 3,
    roadmap: [] as never,
  });
  await db.insert(t.paymentOrder).values({
    id: id(),
    userId,
    plan: 'Pro' as never,
    amount: 49900,
    currency: 'INR',
    provider: 'test',
    status: 'paid',
    paymentId: `pay_${id()}`,
    paidAt: new Date(),
  });
  const deckId = id();
  await db.insert(t.deck).values({ id: deckId, userId, name: `${mark} deck`, plannerId });
  const cardId = id();
  const fsrs = { stability: 1, difficulty: 5, elapsedDays: 0, scheduledDays: 1, state: 1 };
  await db.insert(t.card).values({
    id: cardId,
    userId,
    deckId,
    front: `${mark} card front`,
    back: 'Back',
    source: { kind: 'manual' },
    due: new Date(),
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    ...fsrs,
  });
  await db.insert(t.reviewLog).values({ id: id(), userId, cardId, grade: 3, due: new Date(), reviewedAt: new Date(), ...fsrs });
  const conceptId = id();
  await db.insert(t.concept).values({ id: conceptId, userId, subject: 'Biology', name: `${mark} concept`, key: `${mark} concept` });
  await db.insert(t.learnerEvent).values({
    id: id(),
    userId,
    conceptId,
    kind: 'quiz-answer',
    sourceKind: 'quiz',
    sourceId: quizId,
    sourceTitle: `${mark} quiz`,
    correct: 1,
    at: new Date(),
  });
  await db.insert(t.studySetting).values({ userId, dailyMinutes: 30, easyDays: [0] });
  await db
    .insert(t.verification)
    .values({ id: id(), identifier: `reset-password:${id()}`, value: userId, expiresAt: new Date(Date.now() + 60_000) });
  const classId = id();
  await db.insert(t.classroom).values({ id: classId, teacherId: userId, name: `${mark} class`, joinCode: id().slice(-8) });
  return { noteId, quizId, cardId, classId };
}

/** A class `teacherId` teaches, assigning `teacherQuizId`, joined by `studentId` with their own copy and attempt. */
export async function seedClassWithAttempt(db: Db, classId: string, teacherQuizId: string, studentId: string) {
  const assignmentId = id();
  await db.insert(t.assignment).values({ id: assignmentId, classId, kind: 'quiz', quizId: teacherQuizId, title: 'Assigned quiz' });
  await db.insert(t.classMember).values({ classId, userId: studentId });
  const copyId = id();
  await db.insert(t.quiz).values({
    id: copyId,
    userId: studentId,
    title: 'Assigned quiz (copy)',
    difficulty: 'easy',
    savedAt: new Date(),
    questions: [] as never,
    score: 50,
  });
  await db.insert(t.assignmentAttempt).values({ assignmentId, userId: studentId, quizId: copyId });
  return { assignmentId, copyId };
}
