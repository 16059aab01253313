import { type CardSuggestion, FLASHCARD_MESSAGES } from '../../../shared/flashcards';
import { noMaterial } from '../errors';
import { type Sentence, sentences } from './nlp';
import { extractTerms, type Term } from './terms';
import { rankSentences } from './textrank';

const BLANK = '_____';
/** "Photosynthesis is the process …", "Mitochondria are …", "Osmosis refers to …". */
const DEFINITION = /^(?:(?:an?|the)\s+)?([\p{L}][\p{L}\p{N}' -]{1,60}?)\s+(is|are|refers to|means|is defined as|is known as)\s+(.{8,})$/iu;
/** Subjects that read as a pronoun or a general word, not a term worth a card. */
const VAGUE_SUBJECT = /^(?:it|this|that|these|those|there|he|she|they|which|what|one|each|all|some|many|most)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function usable(sentence: Sentence): boolean {
  const count = sentence.tokens.length;
  return count >= 5 && count <= 45 && /[.!?]$/.test(sentence.text);
}

/** A term–definition card from a definitional sentence, or null. */
function definitionCard(sentence: Sentence): CardSuggestion | null {
  const match = DEFINITION.exec(sentence.text.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const [, subject, verb, rest] = match as unknown as [string, string, string, string];
  if (VAGUE_SUBJECT.test(subject) || subject.split(' ').length > 5) return null;
  const plural = verb.toLowerCase() === 'are';
  const definition = rest.replace(/[.!?]+$/, '');
  return {
    kind: 'definition',
    front: `What ${plural ? 'are' : 'is'} ${subject}?`,
    back: `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb} ${definition}.`,
    passage: sentence.text,
  };
}

/** A cloze card: the sentence's heaviest term blanked on the front, the sentence on the back. */
function clozeCard(sentence: Sentence, terms: Term[], used: Set<string>): { card: CardSuggestion; term: Term } | null {
  const candidates = terms.filter((term) => term.sentences.includes(sentence.index) && !used.has(term.key));
  for (const term of candidates) {
    const match = new RegExp(`\\b${escape(term.text)}\\b`, 'i').exec(sentence.text);
    if (!match) continue;
    const blanked = sentence.text.slice(0, match.index) + BLANK + sentence.text.slice(match.index + match[0].length);
    const back = `${sentence.text.slice(0, match.index)}**${match[0]}**${sentence.text.slice(match.index + match[0].length)}`;
    return { card: { kind: 'cloze', front: blanked, back, passage: sentence.text }, term };
  }
  return null;
}

/**
 * Proposed flashcards from the material: term–definition pairs first (the sentences that say what
 * something is), then cloze cards from the highest-ranked sentences, one card per sentence.
 */
export function suggestCardsOffline(text: string, max: number): CardSuggestion[] {
  const list = sentences(text);
  const terms = extractTerms(list);
  const scores = rankSentences(list);
  const ranked = list.filter(usable).sort((a, b) => scores[b.index]! - scores[a.index]! || a.index - b.index);
  const cards: CardSuggestion[] = [];
  const usedSentences = new Set<number>();
  for (const sentence of list) {
    if (cards.length >= max) break;
    const card = definitionCard(sentence);
    if (card) {
      cards.push(card);
      usedSentences.add(sentence.index);
    }
  }
  const usedTerms = new Set<string>();
  for (const sentence of ranked) {
    if (cards.length >= max) break;
    if (usedSentences.has(sentence.index)) continue;
    const cloze = clozeCard(sentence, terms, usedTerms);
    if (!cloze) continue;
    cards.push(cloze.card);
    usedSentences.add(sentence.index);
    usedTerms.add(cloze.term.key);
  }
  if (cards.length === 0) throw noMaterial(FLASHCARD_MESSAGES.noSuggestions);
  // In the order the material gives them, as a student reads it.
  const order = new Map(list.map((sentence) => [sentence.text, sentence.index]));
  return cards.sort((a, b) => (order.get(a.passage ?? '') ?? 0) - (order.get(b.passage ?? '') ?? 0));
}
