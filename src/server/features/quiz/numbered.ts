import type { GeneratedQuiz } from '../../../shared/quiz';

/** Engines number questions their own way: ids are made unique and stable here, and the count kept. */
export function numbered(quiz: GeneratedQuiz, count: number): GeneratedQuiz {
  return { title: quiz.title, questions: quiz.questions.slice(0, count).map((question, i) => ({ ...question, id: `q${i + 1}` })) };
}
