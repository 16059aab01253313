import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { QuizAnswer, QuizQuestion } from '../../../shared/quiz';
import type { DatabaseHandle } from '../../db/client';
import { quiz } from '../../db/schema';
import { request } from '../../test/test-app';

/** A study text of the offline engine's fixtures. */
export const studyText = (name: 'photosynthesis' | 'french-revolution' | 'computer-networks') =>
  readFileSync(path.join(import.meta.dirname, '../../engine/offline/fixtures', `${name}.txt`), 'utf8');

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

export function json(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return request(app, { method, url, headers: { cookie }, ...(payload !== undefined && { payload: payload as object }) });
}

/** Generates a dashboard quiz from `text` and returns its id and public view. */
export async function generateDashboardQuiz(app: FastifyInstance, cookie: string, text = studyText('photosynthesis'), numQuestions = 5) {
  const response = await json(app, 'POST', '/api/quizzes/generate', cookie, { text, numQuestions });
  if (response.statusCode !== 200) throw new Error(`generate failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
