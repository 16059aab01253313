import type { Token } from './nlp';
import { mayBePerson } from './wordnet';

// What the sentence-cutting steps share: whether a run of words is a clause, and the pronoun for its subject.

/** Words that open a dependent clause: "When it rains, …" is not a sentence on its own. */
export const SUBORDINATORS = new Set([
  'when',
  'if',
  'although',
  'though',
  'as',
  'since',
  'after',
  'before',
  'because',
  'while',
  'unless',
  'until',
  'whether',
  'once',
  'where',
  'whereas',
  'so',
  'to',
  'for',
  'by',
  'with',
]);
/** Words that tie what follows to the clause before it ("…, which…", "…, including…"). */
export const TIED = new Set(['which', 'who', 'whom', 'whose', 'that', 'where', 'when', 'including', 'such', 'as', 'than', 'like', 'not']);
export const SUBJECT_POS = new Set(['PRON', 'NOUN', 'PROPN', 'NUM']);
export const VERB_POS = new Set(['VERB', 'AUX']);

export const isWord = (t: Token) => /[\p{L}\p{N}]/u.test(t.text);

/** A clause: starts with no subordinator, participle or preposition, and has a subject before a verb. */
export function isClause(tokens: Token[], afterJoiner = false): boolean {
  // "But while prices rose, …": the word after an opening "and"/"but" decides.
  const first = tokens.find((t) => isWord(t) && t.pos !== 'CCONJ');
  // "that process fails" opens a clause; "that the process fails" hangs on the one before.
  if (!first || (TIED.has(first.lemma) && first.pos !== 'DET') || ['VERB', 'SCONJ', 'PART'].includes(first.pos)) return false;
  // "…, but in Mourinho they have a manager": after "and"/"but" a clause may open with a phrase.
  if (!afterJoiner && (SUBORDINATORS.has(first.lemma) || first.pos === 'ADP')) return false;
  const subject = tokens.findIndex((t) => SUBJECT_POS.has(t.pos));
  if (subject < 0) return false;
  // A finite verb: not "to make", not a bare "-ing" form ("forming a basis").
  const verb = tokens.findIndex(
    (t, i) => i > subject && VERB_POS.has(t.pos) && tokens[i - 1]?.lemma !== 'to' && !(t.pos === 'VERB' && /ing$/i.test(t.text)),
  );
  // "a warrior who conquered …" is a noun with a relative clause, not a clause.
  return verb > 0 && !tokens.slice(subject + 1, verb).some((t) => TIED.has(t.lemma));
}

/**
 * A clause that may open with an introductory phrase ("According to the survey, prices rose"):
 * what follows the phrase's comma is the clause.
 */
export function isMainClause(tokens: Token[]): boolean {
  if (isClause(tokens)) return true;
  const comma = tokens.findIndex((t) => t.text === ',');
  return comma > 0 && isClause(tokens.slice(comma + 1));
}

/**
 * The pronoun for a clause's subject when it is a thing, not a person ("The market was small, but
 * is set to grow" → "it"): the last common noun before its first verb, "they" when plural.
 */
export function thingPronoun(clause: Token[]): string | undefined {
  const verb = clause.findIndex((t) => VERB_POS.has(t.pos));
  const head = clause
    .slice(0, verb)
    .reverse()
    .find((t) => SUBJECT_POS.has(t.pos));
  if (!head || head.pos !== 'NOUN' || mayBePerson(head.lemma)) return undefined;
  return head.text.toLowerCase() !== head.lemma.toLowerCase() && /s$/i.test(head.text) ? 'they' : 'it';
}
