import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import type { QuizQuestion } from '../../../../shared/quiz';
import type { DatabaseHandle } from '../../../db/client';
import { quiz } from '../../../db/schema';
import { rightAnswers, studyText } from '../../../test/quiz-answers';
import { upload } from '../../../test/test-app';
import { json } from '../quiz-test-support';

/** Every kind of question a quiz holds, with the characters and formulas an export must carry intact. */
export const SAMPLE_QUESTIONS: QuizQuestion[] = [
  {
    id: 'q1',
    question: 'Which is true when $a < b$ & $b < c$?',
    type: 'mcq',
    options: ['$a < c$', '$a > c$', 'Nothing "follows"', "It's <undefined>"],
    correctAnswer: 0,
    explanation: 'The order < is transitive.',
  },
  {
    id: 'q2',
    question: 'Water boils at 100 °C at sea level.',
    type: 'mcq',
    options: ['True', 'False'],
    correctAnswer: 0,
    explanation: 'At 1 atm.',
  },
  {
    id: 'q3',
    question: 'What is the derivative of $x^2$?\nGive it in terms of x.',
    type: 'short_answer',
    correctAnswer: '$2x$',
    explanation: 'The power rule: $$\\frac{d}{dx} x^n = n x^{n-1}$$',
  },
  {
    id: 'q4',
    question: 'Balance H2 + O2 -> H2O.',
    type: 'practical',
    correctAnswer: '2 H2 + O2 -> 2 H2O',
    explanation: 'Count the atoms.',
  },
];

/** A saved quiz (made by the offline engine, its questions then replaced by `questions`), completed with right answers. */
export async function completedQuiz(app: FastifyInstance, database: DatabaseHandle, cookie: string, questions = SAMPLE_QUESTIONS) {
  const made = await upload(app, '/api/generate-quiz', [], { cookie, fields: { text: studyText('photosynthesis'), numQuestions: '3' } });
  const id: string = made.json().id;
  await database.db.update(quiz).set({ questions, title: 'Orders & "limits"' }).where(eq(quiz.id, id));
  const done = await json(app, 'PUT', `/api/quizzes/${id}/complete`, cookie, { answers: rightAnswers(questions) });
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
  return id;
}

export async function exportedZip(app: FastifyInstance, cookie: string, id: string) {
  const response = await json(app, 'GET', `/api/quizzes/${id}/export.qti`, cookie);
  return { response, zip: response.statusCode === 200 ? await JSZip.loadAsync(response.rawPayload) : undefined };
}

export const importQti = (app: FastifyInstance, cookie: string, name: string, data: Buffer | string) =>
  upload(app, '/api/quizzes/import-qti', [{ name, data: Buffer.from(data) }], { cookie });
