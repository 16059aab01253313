import { type AnalysisResult, ANALYZE_MESSAGES } from '../../../shared/analysis';
import { noMaterial } from '../errors';
import { sentences } from './nlp';
import { shuffle } from './seeded';
import { broader, define, lookup, siblings } from './wordnet';

export interface Found {
  word: string;
  gloss: string;
  kindOf?: string;
  related: string[];
}

/** The longest run of the topic's words that WordNet knows, else its nouns one by one. */
export function findConcepts(topic: string): Found[] {
  const tokens = sentences(topic).flatMap((s) => s.tokens.filter((t) => /[\p{L}]/u.test(t.text)));
  const candidates = [tokens.map((t) => t.text).join(' '), ...tokens.filter((t) => !t.stop).map((t) => t.lemma)];
  const found: Found[] = [];
  for (const candidate of candidates) {
    const gloss = define(candidate);
    if (!gloss || found.some((f) => f.word === candidate)) continue;
    found.push({ word: candidate, gloss, kindOf: broader(candidate), related: siblings(candidate, 'noun', 6) });
    if (found.length === 3 || candidate === candidates[0]) break;
  }
  return found;
}

/** A topic name alone: explained from WordNet, honestly labelled as a dictionary-level start. */
export function analyzeTopicOffline(topic: string): AnalysisResult {
  const concepts = findConcepts(topic);
  const main = concepts[0];
  if (!main) throw noMaterial(ANALYZE_MESSAGES.topicOnly);
  const lines = concepts.map(
    (c) =>
      `**${c.word}**${c.kindOf ? ` is a kind of ${c.kindOf}` : ''}: ${c.gloss}.${c.related.length ? ` Related ideas: ${c.related.slice(0, 4).join(', ')}.` : ''}`,
  );
  const senses = lookup(main.word, 'noun')?.offsets.length ?? 1;
  const explanation = [
    ...lines,
    senses > 1 ? `\n_"${main.word}" has ${senses} meanings in the dictionary; this is the most common one._` : '',
    '\n_This is a dictionary-level start from the offline engine. Paste a paragraph or upload notes on the topic for a full explanation, or connect an AI provider._',
  ].join('\n');

  const result: AnalysisResult = {
    explanation,
    studyPlan: {
      overview: `Build a first picture of ${main.word}, then deepen it with your own material.`,
      steps: [
        `Learn the definition of ${main.word} and say it in your own words.`,
        main.kindOf ? `Find out how ${main.word} differs from other kinds of ${main.kindOf}.` : `Find three examples of ${main.word}.`,
        main.related.length
          ? `Look up the related ideas: ${main.related.slice(0, 3).join(', ')}.`
          : `Write down three questions you have about ${main.word}.`,
        `Read a textbook section or article on ${main.word} and paste it here for a summary and a quiz.`,
      ],
    },
  };
  if (main.related.length >= 3) {
    const options = shuffle([main.word, ...main.related.slice(0, 3)], main.word);
    result.quiz = { questions: [{ question: `Which term means: "${main.gloss}"?`, options, correct: options.indexOf(main.word) }] };
  }
  return result;
}
