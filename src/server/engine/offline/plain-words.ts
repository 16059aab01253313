import type { Sentence, Token } from './nlp';
import { PLAIN_ENGLISH } from './plain-english';
import { firstSense, senseFrequencies, type WordnetPos } from './wordnet';

const WORDNET_POS: Record<string, WordnetPos> = { NOUN: 'noun', VERB: 'verb', ADJ: 'adj', ADV: 'adv' };
/** The word's most common sense must carry this share of its uses, or the meaning is a guess. */
const DOMINANT_SENSE = 2 / 3;
/** A replacement must be used at least this many times as often in that sense. */
const MORE_COMMON = 2;
/** Adverbs that stand after what they qualify ("solely responsible" is not "alone responsible"). */
const WORD_ORDER_CHANGES = new Set(['alone']);
/** Tagged uses that make a word common enough to read easily. */
const COMMON = 5;
/** Terms the text keeps using are its subject: they stay, however rare. */
const SUBJECT_TERM_USES = 3;

export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length);
}

const total = (counts: Map<number, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);
const cache = new Map<string, string | undefined>();

/**
 * A more common, shorter word for the same meaning ("purchase" → "buy"): another word of the
 * word's most common sense, used at least twice as often in that sense in WordNet's tagged corpus,
 * with fewer syllables. Only when that sense is clearly the usual meaning of both words.
 */
export function plainerWord(lemma: string, pos: WordnetPos): string | undefined {
  const key = `${pos}:${lemma}`;
  if (cache.has(key)) return cache.get(key);
  let best: string | undefined;
  const sense = firstSense(lemma, pos);
  const own = senseFrequencies(lemma, pos);
  const ownCount = sense ? (own.get(sense.offset) ?? 0) : 0;
  if (sense && ownCount >= total(own) * DOMINANT_SENSE) {
    let bestCount = Math.max(COMMON, ownCount * MORE_COMMON);
    for (const candidate of sense.words) {
      if (!/^[a-z]{3,}$/.test(candidate) || candidate === lemma || syllables(candidate) >= syllables(lemma)) continue;
      if ((candidate.endsWith('s') && !lemma.endsWith('s')) || WORD_ORDER_CHANGES.has(candidate)) continue;
      // An adverb's replacement must be mainly an adverb ("solely" is not "alone").
      if (pos === 'adv' && total(senseFrequencies(candidate, 'adj')) > total(senseFrequencies(candidate, 'adv'))) continue;
      // The meaning must be the candidate's own usual one too ("lie" is not usually "consist").
      if (firstSense(candidate, pos)?.offset !== sense.offset) continue;
      const count = senseFrequencies(candidate, pos).get(sense.offset) ?? 0;
      if (count >= bestCount) {
        best = candidate;
        bestCount = count;
      }
    }
  }
  cache.set(key, best);
  return best;
}

/** The word as written, with its plainer synonym when the form is one that can be rebuilt (base form, regular plural). */
function replacementFor(token: Token): string | undefined {
  const pos = WORDNET_POS[token.pos];
  if (!pos || token.text !== token.text.toLowerCase()) return undefined;
  if (token.text === token.lemma) return plainerWord(token.lemma, pos);
  if (pos === 'noun' && token.text === `${token.lemma}s`) {
    const plain = plainerWord(token.lemma, pos);
    return plain && /[^sxzyh]$/.test(plain) && !/(?:ing|child|man|person|foot|tooth|mouse)$/.test(plain) ? `${plain}s` : undefined;
  }
  return undefined;
}

/** The plain-language guides' everyday word, in the same form and with a capital when the word opens a sentence. */
function everydayWord(token: Token, first: boolean): string | undefined {
  const lower = token.text.toLowerCase();
  if (token.text !== lower && !(first && token.text === lower.charAt(0).toUpperCase() + lower.slice(1))) return undefined;
  const entry = PLAIN_ENGLISH.get(lower);
  if (!entry || entry.pos !== token.pos) return undefined;
  return token.text === lower ? entry.plain : entry.plain.charAt(0).toUpperCase() + entry.plain.slice(1);
}

/**
 * Replacements for the formal and rare words of a text's sentences: the everyday words of
 * plain-language guides, then WordNet's more common synonyms; lower-case words only (names stay,
 * a sentence's capitalised first word aside), and never a noun the text uses three times or more
 * (its subject's own vocabulary).
 */
export function plainWords(list: Sentence[]): Map<string, string> {
  const uses = new Map<string, number>();
  for (const s of list) for (const t of s.tokens) uses.set(t.lemma, (uses.get(t.lemma) ?? 0) + 1);
  const result = new Map<string, string>();
  for (const s of list) {
    s.tokens.forEach((token, i) => {
      if (result.has(token.text)) return;
      const subjectTerm = (uses.get(token.lemma) ?? 0) >= SUBJECT_TERM_USES;
      const everyday = subjectTerm && token.pos === 'NOUN' ? undefined : everydayWord(token, i === 0);
      const plain = everyday ?? (subjectTerm ? undefined : replacementFor(token));
      if (plain) result.set(token.text, plain);
    });
  }
  return result;
}
