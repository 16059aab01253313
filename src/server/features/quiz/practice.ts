import { CARD_SIDE_MAX_CHARS, DECK_NAME_MAX_CHARS, type AddQuizCards, type QuizCard } from '../../../shared/flashcards';
import type { FindPracticeMaterial } from '../../../shared/learner';
import {
  MISTAKES_DECK_PREFIX,
  type MistakeCardsResponse,
  QUIZ_DEFAULT_DIFFICULTY,
  QUIZ_TEXT,
  QUIZ_TEXT_MAX_CHARS,
  QUIZ_TITLE_MAX_CHARS,
  type QuizView,
  WEAK_SPOTS_TITLE_PREFIX,
} from '../../../shared/quiz';
import type { WeakSpotsQuizFields } from '../../../shared/quiz.schema';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { EngineError } from '../../engine/errors';
import type { StudyEngine } from '../../engine/types';
import { conflict, notFound } from '../../http-error';
import * as repo from './repo';
import { numbered } from './numbered';
import { toQuizView, toResultItems } from './view';

/** What the other features lend the quiz's practice (features do not import each other). */
export interface PracticeLent {
  addQuizCards: AddQuizCards;
  practiceMaterial: FindPracticeMaterial;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A wrong (or skipped) question as a card: the question with its options in front, the answer and why behind. */
function mistakeCard(item: ReturnType<typeof toResultItems>[number]): QuizCard {
  const options = item.options?.map((option, i) => `- ${LETTERS[i]}. ${option}`).join('\n');
  const answer = item.correctAnswerText;
  const back = item.explanation && item.explanation !== answer ? `${answer}\n\n${item.explanation}` : answer;
  return {
    questionId: item.questionId,
    front: clip(options ? `${item.question}\n\n${options}` : item.question, CARD_SIDE_MAX_CHARS),
    back: clip(back || item.explanation, CARD_SIDE_MAX_CHARS),
    ...(item.source && { passage: clip(item.source, CARD_SIDE_MAX_CHARS) }),
  };
}

/** Practice beyond the quiz itself: its mistakes as cards, and quizzes on the student's weak spots (decision 069). */
export function quizPractice(db: Db, engine: StudyEngine, lent: PracticeLent) {
  return {
    /** One card per wrong answer of a completed quiz, in the deck "Mistakes — <title>"; a second call adds none. */
    async mistakeCards(userId: string, id: string): Promise<MistakeCardsResponse> {
      const row = isUuid(id) ? await repo.findOwned(db, userId, id) : undefined;
      if (!row) throw notFound(QUIZ_TEXT.notFound);
      if (!row.completedAt) throw conflict(QUIZ_TEXT.mistakesBeforeCompletion);
      const cards = toResultItems(row)
        .filter((item) => !item.correct && (item.correctAnswerText || item.explanation))
        .map(mistakeCard);
      if (cards.length === 0) throw conflict(QUIZ_TEXT.noMistakes);
      const deckName = clip(`${MISTAKES_DECK_PREFIX}${row.title || row.topic || 'Quiz'}`, DECK_NAME_MAX_CHARS);
      const added = await lent.addQuizCards(userId, row.id, deckName, cards);
      return { ...added, mistakes: cards.length };
    },

    /**
     * A quiz from the weakest concepts' own passages, built the way every quiz is (the offline
     * engine, or the provider when one is set) and saved as an open quiz of their subject.
     */
    async weakSpots(userId: string, { subject, conceptId, numQuestions }: WeakSpotsQuizFields): Promise<QuizView> {
      const material = await lent.practiceMaterial(userId, { subject, conceptId, passages: numQuestions });
      const text = material.passages.join('\n\n').slice(0, QUIZ_TEXT_MAX_CHARS);
      const difficulty = QUIZ_DEFAULT_DIFFICULTY;
      const generated = await engine
        .generateQuiz({ text, topic: material.subject, difficulty, count: numQuestions }, { owner: userId })
        .catch((error: unknown) => {
          if (error instanceof EngineError && error.kind === 'no_material') throw conflict(QUIZ_TEXT.noWeakSpotMaterial);
          throw error;
        });
      const named = conceptId !== undefined ? (material.concepts[0]?.name ?? material.subject) : material.subject;
      const row = await repo.insertQuiz(db, userId, {
        title: clip(`${WEAK_SPOTS_TITLE_PREFIX}${named}`, QUIZ_TITLE_MAX_CHARS),
        topic: material.subject,
        difficulty,
        questions: numbered(generated, numQuestions).questions,
        savedAt: new Date(),
      });
      return toQuizView(row);
    },
  };
}
