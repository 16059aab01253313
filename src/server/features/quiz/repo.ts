import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { assignmentAttempt, note, quiz } from '../../db/schema';
import { draftQuiz, savedQuiz } from '../../db/quiz-saved';
import { createdAtKey, type CreatedKey, olderThan } from '../../db/page-key';
import { PAGE_ROWS } from '../../http/list-page';

export type QuizRow = typeof quiz.$inferSelect;
export type NewQuiz = Pick<QuizRow, 'title' | 'topic' | 'difficulty' | 'questions' | 'savedAt'>;
export type QuizResult = Pick<QuizRow, 'answers' | 'evaluation' | 'score'> & { completedAt: Date };

// Ties on created_at fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(quiz.createdAt), desc(quiz.id)];

export async function insertQuiz(db: Db, userId: string, values: NewQuiz): Promise<QuizRow> {
  const [row] = await db
    .insert(quiz)
    .values({ id: uuidv7(), userId, ...values })
    .returning();
  return row!;
}

const completed = sql<boolean>`(${quiz.completedAt} is not null and ${quiz.evaluation} is not null and ${quiz.answers} is not null)`;

/** A page of the user's saved quizzes, newest first: what the lists show, the questions only counted. */
export function listSaved(db: Db, userId: string, after: CreatedKey | undefined) {
  return db
    .select({
      id: quiz.id,
      title: quiz.title,
      topic: quiz.topic,
      difficulty: quiz.difficulty,
      sourceNoteId: quiz.sourceNoteId,
      createdAt: quiz.createdAt,
      completedAt: quiz.completedAt,
      completed,
      questionCount: sql<number>`jsonb_array_length(${quiz.questions})::int`,
      // As the quiz view reads it: the stored score, else the evaluation's.
      score: sql<number | null>`case when ${completed} then coalesce(${quiz.score}::float8, (${quiz.evaluation}->>'score')::float8) end`,
      createdAtKey: createdAtKey(quiz.createdAt),
    })
    .from(quiz)
    .where(and(eq(quiz.userId, userId), savedQuiz, olderThan(quiz.createdAt, quiz.id, after)))
    .orderBy(...newestFirst)
    .limit(PAGE_ROWS);
}

export async function findOwned(db: Db, userId: string, id: string): Promise<QuizRow | undefined> {
  const [row] = await db
    .select()
    .from(quiz)
    .where(and(eq(quiz.userId, userId), eq(quiz.id, id)));
  return row;
}

/** Names the quiz and links its source note; a draft is saved from now on (a saved quiz keeps its first saved_at). */
export async function saveQuiz(db: Db, userId: string, id: string, values: { title: string; sourceNoteId: string | null }) {
  const [row] = await db
    .update(quiz)
    .set({ ...values, savedAt: sql`coalesce(${quiz.savedAt}, now())` })
    .where(and(eq(quiz.userId, userId), eq(quiz.id, id)))
    .returning();
  return row;
}

/**
 * Stores the result if the quiz is still open. One statement: two submits side by side cannot
 * both pass, the second finds completed_at set and gets nothing back.
 */
export async function completeIfOpen(db: Db, userId: string, id: string, result: QuizResult): Promise<QuizRow | undefined> {
  const [row] = await db
    .update(quiz)
    .set(result)
    .where(and(eq(quiz.userId, userId), eq(quiz.id, id), isNull(quiz.completedAt)))
    .returning();
  return row;
}

/** Dashboard quizzes generated but never saved, older than `before`: nobody can reach them any more. */
export async function deleteStaleDrafts(db: Db, userId: string, before: Date): Promise<void> {
  await db.delete(quiz).where(and(eq(quiz.userId, userId), draftQuiz, lt(quiz.createdAt, before)));
}

/** Whether the user has this note (a saved quiz links only to its owner's note). */
export async function ownsNote(db: Db, userId: string, noteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: note.id })
    .from(note)
    .where(and(eq(note.userId, userId), eq(note.id, noteId)));
  return row !== undefined;
}

/** Whether the quiz is the user's own copy of a class assignment (its answers are then assignment results). */
export async function isAssignmentCopy(db: Db, userId: string, quizId: string): Promise<boolean> {
  const [row] = await db
    .select({ quizId: assignmentAttempt.quizId })
    .from(assignmentAttempt)
    .where(and(eq(assignmentAttempt.userId, userId), eq(assignmentAttempt.quizId, quizId)))
    .limit(1);
  return Boolean(row);
}
