import { type AnalysisResult, ANALYZE_MESSAGES } from '../../../shared/want-to-learn';
import { noMaterial } from '../errors';
import { sentences } from './nlp';
import { frame } from './relevance';
import { extractTerms } from './terms';
import { broader, define, isOffensive, lookup } from './wordnet';

export interface Found {
  word: string;
  gloss: string;
  kindOf?: string;
}

/** The longest run of the topic's words that WordNet knows, else its nouns one by one. */
export function findConcepts(topic: string): Found[] {
  const tokens = sentences(topic).flatMap((s) => s.tokens.filter((t) => /[\p{L}]/u.test(t.text)));
  // "How do vaccines work?" is about vaccines: the words a question is asked with are not concepts.
  const candidates = [tokens.map((t) => t.text).join(' '), ...tokens.filter((t) => !t.stop && !frame().has(t.stem)).map((t) => t.lemma)];
  const found: Found[] = [];
  for (const candidate of candidates) {
    const gloss = define(candidate);
    if (!gloss || found.some((f) => f.word === candidate)) continue;
    found.push({ word: candidate, gloss, kindOf: broader(candidate) });
    if (found.length === 3 || candidate === candidates[0]) break;
  }
  return found;
}

/**
 * A word of a definition worth explaining has few meanings in WordNet ("enzyme", "synthesis");
 * everyday words have many ("aid" 4, "energy" 7, "order" 15). WordNet's tag counts are too sparse
 * to tell common from rare, its sense counts are not.
 */
const WORTH_KNOWING_MAX_SENSES = 3;
const MAX_GLOSS_WORDS = 3;

/**
 * The words in a definition worth looking up, with their own meanings ("synthesis", "radiant
 * energy" in photosynthesis's), in the order the definition uses them: the next thing a student
 * needs to understand it. Everyday words, domain labels such as "(biology)" and the topic itself
 * are left out.
 */
export function wordsWorthKnowing(gloss: string, topic: string): { word: string; gloss: string }[] {
  const text = gloss.replace(/^\s*\([^)]*\)\s*/, '');
  const terms = extractTerms(sentences(text)).filter((t) => t.kind === 'concept' && t.key !== topic.toLowerCase());
  terms.sort((a, b) => text.indexOf(a.text) - text.indexOf(b.text));
  const found: { word: string; gloss: string }[] = [];
  for (const { key: word } of terms) {
    if (found.length === MAX_GLOSS_WORDS) break;
    if (found.some((f) => f.word === word) || isOffensive(word)) continue;
    const entry = lookup(word, 'noun');
    const meaning = entry && entry.offsets.length <= WORTH_KNOWING_MAX_SENSES ? define(word) : undefined;
    if (meaning) found.push({ word, gloss: meaning });
  }
  return found;
}

/**
 * A topic name alone: explained from WordNet, honestly labelled as a dictionary-level start. It
 * shows the definition and the words in it worth knowing, nothing more: WordNet's other kinds of
 * the same thing ("acylation, agglutination" beside photosynthesis) are no help to a student, and a
 * quiz asking which word means the topic the student just typed tests nothing.
 */
export function analyzeTopicOffline(topic: string): AnalysisResult {
  const concepts = findConcepts(topic);
  const main = concepts[0];
  if (!main) throw noMaterial(ANALYZE_MESSAGES.topicOnly);
  const lines = concepts.map((c) => `**${c.word}**${c.kindOf ? ` is a kind of ${c.kindOf}` : ''}: ${c.gloss}.`);
  const glossWords = wordsWorthKnowing(main.gloss, main.word);
  const senses = lookup(main.word, 'noun')?.offsets.length ?? 1;
  const explanation = [
    ...lines,
    glossWords.length
      ? `\nWords in the definition worth knowing:\n${glossWords.map((w) => `- **${w.word}**: ${w.gloss}.`).join('\n')}`
      : '',
    senses > 1 ? `\n_"${main.word}" has ${senses} meanings in the dictionary; this is the most common one._` : '',
    '\n_This is a dictionary-level start from the offline engine. Paste a paragraph or upload notes on the topic for a full explanation, or connect an AI provider._',
  ]
    .filter(Boolean)
    .join('\n');

  return {
    explanation,
    studyPlan: {
      overview: `Build a first picture of ${main.word}, then deepen it with your own material.`,
      steps: [
        `Learn the definition of ${main.word} and say it in your own words.`,
        glossWords.length
          ? `Make sure you understand the words in the definition: ${glossWords.map((w) => w.word).join(', ')}.`
          : `Write down three questions you have about ${main.word}.`,
        main.kindOf ? `Find out how ${main.word} differs from other kinds of ${main.kindOf}.` : `Find three examples of ${main.word}.`,
        `Read a textbook section or article on ${main.word} and paste it here for a summary and a quiz.`,
      ],
    },
  };
}
