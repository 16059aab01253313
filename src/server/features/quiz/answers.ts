import { QUIZ_TEXT, type QuizAnswer, type QuizQuestion } from '../../../shared/quiz';
import { badRequest } from '../../http-error';

/**
 * The answers checked against the quiz they answer: one per question, in order; an option index
 * of that question for mcq, text otherwise; null (or empty text) when left unanswered. 400 otherwise.
 */
export function checkedAnswers(questions: QuizQuestion[], answers: QuizAnswer[] | Record<string, QuizAnswer>): QuizAnswer[] {
  const list = Array.isArray(answers) ? answers : byQuestionId(questions, answers);
  if (list.length !== questions.length) throw badRequest(QUIZ_TEXT.answersCount(questions.length));
  return questions.map((question, i) => {
    const answer = list[i] ?? null;
    if (answer === null) return null;
    if (question.type === 'mcq') {
      const options = question.options?.length ?? 0;
      if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= options) {
        throw badRequest(QUIZ_TEXT.mcqAnswer(i + 1, options));
      }
      return answer;
    }
    if (typeof answer !== 'string') throw badRequest(QUIZ_TEXT.textAnswer(i + 1));
    return answer.trim() === '' ? null : answer;
  });
}

/** Answers sent by question id: every key must name a question of this quiz; a missing one is unanswered. */
function byQuestionId(questions: QuizQuestion[], answers: Record<string, QuizAnswer>): QuizAnswer[] {
  const ids = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((key) => !ids.has(key))) throw badRequest(QUIZ_TEXT.answersCount(questions.length));
  return questions.map((question) => (Object.hasOwn(answers, question.id) ? (answers[question.id] ?? null) : null));
}
