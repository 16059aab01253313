import {
  CARD_SIDE_MAX_CHARS,
  DECK_NAME_MAX_CHARS,
  DEFAULT_DECK_NAME,
  type CreateCardsRequest,
  type NewCard,
} from '../../../../shared/flashcards';
import { answerText, type QuizEvaluation, type QuizQuestionView } from '../../../../shared/quiz';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const clip = (text: string) => (text.length > CARD_SIDE_MAX_CHARS ? `${text.slice(0, CARD_SIDE_MAX_CHARS - 1)}…` : text);

/** Every wrong or skipped question as a card: the question (with its options) on the front, the answer and why on the back. */
export function mistakeCards(quizId: string, questions: QuizQuestionView[], evaluation: QuizEvaluation): NewCard[] {
  const correct = new Set(evaluation.feedback.filter((entry) => entry.correct).map((entry) => entry.questionId));
  return questions
    .filter((question) => !correct.has(question.id) && question.correctAnswer !== undefined)
    .map((question) => {
      const options = question.options?.map((option, i) => `- ${LETTERS[i]}. ${option}`).join('\n');
      const answer = answerText(question, question.correctAnswer) ?? '';
      const back = question.explanation && question.explanation !== answer ? `${answer}\n\n${question.explanation}` : answer;
      return {
        front: clip(options ? `${question.question}\n\n${options}` : question.question),
        back: clip(back),
        source: { kind: 'quiz' as const, id: quizId, ...(question.source ? { passage: clip(question.source) } : {}) },
      };
    });
}

/** The cards go to the deck of the quiz's subject (its topic), else to General. */
export function mistakesRequest(
  quizId: string,
  topic: string | null,
  questions: QuizQuestionView[],
  evaluation: QuizEvaluation,
): CreateCardsRequest {
  const deckName = topic?.trim().slice(0, DECK_NAME_MAX_CHARS) || DEFAULT_DECK_NAME;
  return { deckName, cards: mistakeCards(quizId, questions, evaluation) };
}
