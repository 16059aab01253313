import { type GeneratedQuiz, QUIZ_MESSAGES, type QuizQuestion } from '../../../shared/quiz';
import { EngineError, noMaterial } from '../errors';
import { generateQuizOffline, type QuizInput } from './quiz';
import { shuffle } from './seeded';
import { findConcepts } from './topic';
import { type Sense, siblingSenses } from './wordnet';
import type { ContextPassage } from '../../../shared/context-passage';

const OPTIONS = 4;

const title = (topic: string) => `Quiz: ${topic.charAt(0).toLocaleUpperCase()}${topic.slice(1)}`;

/** "Which term means …?" with other kinds of the same thing as the wrong options. */
function definitionQuestion(sense: Sense, pool: readonly Sense[], id: string, position: number): QuizQuestion | null {
  const wrong = pool.filter((other) => other.word !== sense.word).slice(0, OPTIONS - 1);
  if (wrong.length < OPTIONS - 1) return null;
  const options = shuffle(
    wrong.map((other) => other.word),
    `${id}:${sense.word}`,
  );
  options.splice(position, 0, sense.word);
  return {
    id,
    question: `Which term means: “${sense.gloss}”?`,
    type: 'mcq',
    options,
    correctAnswer: options.indexOf(sense.word),
    explanation: `**${sense.word}**${sense.kindOf ? ` (a kind of ${sense.kindOf})` : ''} means ${sense.gloss}.`,
    source: `WordNet: ${sense.word}`,
  };
}

/**
 * A dictionary-level quiz from WordNet: the topic's definition first, then its neighbours (other
 * kinds of the same thing), each against the others as wrong options.
 */
function wordnetQuiz(topic: string, count: number): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  // The right answer takes each position in turn (in a seeded order), so no position is a tell.
  const positions = shuffle([0, 1, 2, 3], topic);
  for (const concept of findConcepts(topic)) {
    const pool: Sense[] = [{ word: concept.word, gloss: concept.gloss, kindOf: concept.kindOf }, ...siblingSenses(concept.word, 'noun', 8)];
    for (const [i, sense] of pool.entries()) {
      if (questions.length >= count) return questions;
      // Wrong options rotate through the pool, so each question has a different set.
      const rotated = [...pool.slice(i + 1), ...pool.slice(0, i)];
      const question = definitionQuestion(sense, rotated, `q${questions.length + 1}`, positions[questions.length % OPTIONS]!);
      if (question) questions.push(question);
    }
  }
  return questions;
}

/**
 * A quiz on a topic with no text: from the student's own notes on it (retrieval) when they have
 * some, else from WordNet; 422 when there is nothing to build from.
 */
export function topicQuizOffline({
  topic = '',
  difficulty,
  count,
  context = [],
}: Omit<QuizInput, 'text'> & { context?: ContextPassage[] }): GeneratedQuiz {
  const name = topic.replace(/\s+/g, ' ').trim();
  const notes = context.map((passage) => passage.text).join('\n\n');
  if (notes.trim()) {
    try {
      return generateQuizOffline({ text: notes, topic: name || undefined, difficulty, count });
    } catch (error) {
      if (!(error instanceof EngineError) || !name) throw error;
    }
  }
  const questions = name ? wordnetQuiz(name, count) : [];
  if (questions.length === 0) throw noMaterial(QUIZ_MESSAGES.noMaterial);
  return { title: `${title(name)} (dictionary level)`, questions };
}
