import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { QuizAnswer, QuizQuestion } from '../../shared/quiz';
import type { DatabaseHandle } from '../db/client';
import { quiz } from '../db/schema';

// Test helpers for the features that make and grade quizzes (quizzes, classes).

/** A study text of the offline engine's fixtures. */
export const studyText = (name: 'photosynthesis' | 'french-revolution' | 'computer-networks') =>
  readFileSync(path.join(import.meta.dirname, '../engine/offline/fixtures', `${name}.txt`), 'utf8');

/** The stored questions, answers included: what the server grades against (the browser never sees them). */
export async function storedQuestions(database: DatabaseHandle, id: string): Promise<QuizQuestion[]> {
  const [row] = await database.db.select({ questions: quiz.questions }).from(quiz).where(eq(quiz.id, id));
  return row!.questions;
}

/** The right answer to every question: the right option for mcq, the expected text otherwise. */
export const rightAnswers = (questions: QuizQuestion[]): QuizAnswer[] => questions.map((question) => question.correctAnswer ?? null);

/** A wrong option for mcq, an unrelated sentence otherwise. */
export const wrongAnswers = (questions: QuizQuestion[]): QuizAnswer[] =>
  questions.map((question) =>
    question.type === 'mcq' ? (Number(question.correctAnswer) + 1) % question.options!.length : 'Bananas are yellow and taste sweet.',
  );
