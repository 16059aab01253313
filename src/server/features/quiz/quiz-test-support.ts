import type { FastifyInstance } from 'fastify';
import { studyText } from '../../test/quiz-answers';
import { request } from '../../test/test-app';

export function json(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return request(app, { method, url, headers: { cookie }, ...(payload !== undefined && { payload: payload as object }) });
}

/** Generates a dashboard quiz from `text` and returns its id and public view. */
export async function generateDashboardQuiz(app: FastifyInstance, cookie: string, text = studyText('photosynthesis'), numQuestions = 5) {
  const response = await json(app, 'POST', '/api/quizzes/generate', cookie, { text, numQuestions });
  if (response.statusCode !== 200) throw new Error(`generate failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
