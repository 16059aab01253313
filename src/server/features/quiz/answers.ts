import { answersInOrder, isAnswered, QUIZ_TEXT, questionNumber, type QuizAnswer, type QuizQuestion } from '../../../shared/quiz';
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
    // Something sent that is no answer of this question's kind is refused; blank text is unanswered.
    if (question.type === 'mcq') {
      if (isAnswered(answer, question)) return answer;
      throw badRequest(QUIZ_TEXT.mcqAnswer(questionNumber(i), question.options?.length ?? 0));
    }
    if (typeof answer !== 'string') throw badRequest(QUIZ_TEXT.textAnswer(questionNumber(i)));
    return isAnswered(answer, question) ? answer : null;
  });
}

/** Answers sent by question id: every key must name a question of this quiz; a missing one is unanswered. */
function byQuestionId(questions: QuizQuestion[], answers: Record<string, QuizAnswer>): QuizAnswer[] {
  const ids = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((key) => !ids.has(key))) throw badRequest(QUIZ_TEXT.answersCount(questions.length));
  return answersInOrder(questions, answers);
}
