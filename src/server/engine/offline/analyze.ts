import type { AnalysisResult } from '../../../shared/want-to-learn';
import type { ContextPassage } from '../../../shared/context-passage';
import { compressSentence } from './compress';
import { sentences } from './nlp';
import { generateQuizOffline } from './quiz';
import { extractTerms } from './terms';
import { rankSentences, selectSentences, summaryLength } from './textrank';
import { analyzeTopicOffline } from './topic';
import { define } from './wordnet';

const QUICK_QUIZ_QUESTIONS = 3;

/** A topic explained from the student's notes on it, saying which notes; null when they are too thin. */
function analyzeTopicFromNotes(topic: string, notes: readonly ContextPassage[]): AnalysisResult | null {
  const material = notes.map((note) => note.text).join('\n\n');
  if (sentences(material).length < 2) return null;
  const result = analyzeOffline(material);
  const titles = [...new Set(notes.map((note) => `“${note.title}”`))].join(', ');
  const definition = define(topic.trim().toLowerCase());
  return {
    ...result,
    explanation: [
      `**${topic.trim()}** in your notes (${titles}):`,
      definition ? `\n\n_Dictionary:_ ${definition}.` : '',
      `\n\n${result.explanation}`,
    ].join(''),
  };
}
const TOPIC_MAX_WORDS = 12;

/**
 * Want To Learn on the offline engine: an explanation made of the material's central sentences,
 * a study plan over its key terms, and a quick multiple-choice quiz when there is enough text.
 */
export function analyzeOffline(text: string, notes: readonly ContextPassage[] = []): AnalysisResult {
  const list = sentences(text);
  // A typed topic ("photosynthesis", "the French Revolution") has nothing to summarise: the
  // student's own notes on it are the material, else the dictionary.
  if (list.length < 2 && (list[0]?.tokens.length ?? 0) < TOPIC_MAX_WORDS)
    return analyzeTopicFromNotes(text, notes) ?? analyzeTopicOffline(text);
  const terms = extractTerms(list).filter((t) => t.kind !== 'number');
  const scores = rankSentences(list);
  const chosen = selectSentences(list, scores, summaryLength(list.length, 0.35)).map((i) => list[i]!.text);
  const keyTerms = terms.slice(0, 6).map((t) => t.text);

  const explanation = [
    chosen.join(' '),
    keyTerms.length ? `\n\n**Key terms:** ${keyTerms.join(', ')}.` : '',
    '\n\n_Explained by the offline engine from the material you gave; connect an AI provider for fuller explanations._',
  ].join('');

  const result: AnalysisResult = { explanation };
  if (keyTerms.length >= 2) {
    const points = selectSentences(list, scores, Math.min(list.length, 4)).map((i) => compressSentence(list[i]!.text));
    result.studyPlan = {
      overview: `Learn ${keyTerms.slice(0, 3).join(', ')} step by step, then test yourself.`,
      steps: [
        `Read the material once without notes and underline: ${keyTerms.slice(0, 4).join(', ')}.`,
        ...points.filter(Boolean).map((point) => `Explain in your own words: ${point}`),
        'Answer the quick quiz below, then reread the parts you missed.',
        'Tomorrow, write down everything you remember before looking at the material again.',
      ],
    };
  }
  try {
    const quiz = generateQuizOffline({ text, difficulty: 'easy', count: QUICK_QUIZ_QUESTIONS });
    const questions = quiz.questions
      .filter((q) => q.type === 'mcq' && q.options && typeof q.correctAnswer === 'number')
      .map((q) => ({ question: q.question, options: q.options!, correct: q.correctAnswer as number }));
    if (questions.length) result.quiz = { questions };
  } catch {
    // Too little material for a quiz: the explanation and plan stand on their own.
  }
  return result;
}
