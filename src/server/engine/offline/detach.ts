import { isClause, isMainClause, isWord, SUBJECT_POS, thingPronoun, VERB_POS } from './clause-parts';
import type { Token } from './nlp';
import { firstSense, mayBePerson } from './wordnet';
import { isIngOf, pastTense, thirdPerson } from './verb-forms';

/** A sentence as text with its tokens, so that a part can be cut again. */
export interface Part {
  text: string;
  tokens: Token[];
}

/** "-ing" words that work as prepositions or describe a noun ("following the storm", "including Leeds"). */
const NOT_PARTICIPLES = new Set([
  'include',
  'accord',
  'follow',
  'regard',
  'concern',
  'exclude',
  'involve',
  'depend',
  'start',
  'begin',
  'range',
  'compare',
  'be',
  'notwithstand',
  'pend',
  'bar',
]);
/** Verbs whose "-ing" phrase tells what the whole clause led to ("…, leaving investors worried"): "This" is their subject. */
const RESULTS = new Set([
  'leave',
  'bring',
  'prompt',
  'cause',
  'send',
  'make',
  'push',
  'take',
  'lift',
  'give',
  'drive',
  'trigger',
  'spark',
  'force',
  'allow',
  'enable',
  'let',
  'raise',
  'mark',
  'boost',
  'help',
  'mean',
  'lead',
  'result',
  'put',
  'wipe',
  'cut',
]);
const MODALS = new Set(['will', 'would', 'can', 'could', 'may', 'might', 'must', 'should', 'shall']);
const PAST_AUX = new Set(['was', 'were', 'had', 'did']);
const PERSONAL = new Set(['he', 'she', 'it', 'they', 'we', 'i']);

const token = (text: string, lemma: string, pos: string): Token => ({ text, lemma, pos, stop: false, stem: lemma });
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isIng = (t: Token) => t.pos === 'VERB' && /ing$/.test(t.text) && t.text === t.text.toLowerCase();
const isPlural = (t: Token) => t.pos === 'NOUN' && t.text.toLowerCase() !== t.lemma && /s$/i.test(t.text);
/** "Ministers" opening a sentence is tagged a name, but is a noun's plural in WordNet. */
const capitalisedPlural = (t: Token) => {
  const singular = t.text.slice(0, -1).toLowerCase();
  // "Griffiths" is a name: WordNet writes Griffith with a capital.
  return /^[A-Z][a-z]+[^s]s$/.test(t.text) && (firstSense(singular, 'noun')?.words.includes(singular) ?? false);
};

/** How the main clause's verb places it in time: the second sentence takes the same tense. */
type Tense = { kind: 'past' } | { kind: 'present' } | { kind: 'base' } | { kind: 'modal'; modal: string };

interface MainClause {
  /** The subject's tokens (after an opening phrase such as "Last month,"). */
  subject: Token[];
  /** Where the subject starts in the sentence's tokens. */
  start: number;
  end: number;
  verb: number;
  tense: Tense;
}

function tenseAt(tokens: Token[], verb: number): Tense {
  const word = tokens[verb]!.text.toLowerCase();
  if (MODALS.has(word)) return { kind: 'modal', modal: word };
  if (PAST_AUX.has(word)) return { kind: 'past' };
  if (word === 'has' || word === 'have') {
    // "has recorded its largest gain, surging 3.5%": a perfect reads as a past in the next sentence.
    const next = tokens.slice(verb + 1, verb + 4).find((t) => t.pos !== 'ADV');
    return next?.pos === 'VERB' && !isIng(next) ? { kind: 'past' } : { kind: 'present' };
  }
  const main = tokens[verb]!;
  if (main.pos === 'AUX') return { kind: 'present' };
  const past = pastTense(main.lemma);
  if (word !== main.lemma) return word.endsWith('ed') || word === past ? { kind: 'past' } : { kind: 'present' };
  // "Putin put forward …": a base form after a singular subject is a past that looks like the base.
  const head = tokens.slice(0, verb).findLast((t) => SUBJECT_POS.has(t.pos));
  const singular = head && head.pos !== 'PRON' && !isPlural(head);
  return past === word && singular ? { kind: 'past' } : { kind: 'present' };
}

/** The subject and finite verb of a main clause, which may open with a phrase and a comma. */
function mainClause(tokens: Token[]): MainClause | undefined {
  let start = 0;
  if (!isClause(tokens)) {
    const comma = tokens.findIndex((t) => t.text === ',');
    if (comma < 0 || !isClause(tokens.slice(comma + 1))) return undefined;
    start = comma + 1;
  }
  while (tokens[start]?.pos === 'CCONJ') start += 1;
  const subject = tokens.findIndex((t, i) => i >= start && SUBJECT_POS.has(t.pos));
  const verb = tokens.findIndex((t, i) => i > subject && VERB_POS.has(t.pos) && tokens[i - 1]?.lemma !== 'to' && !isIng(t));
  if (subject < 0 || verb < 0) return undefined;
  // "Rod Stewart also won": the subject ends at its last noun.
  const end = tokens.slice(0, verb).findLastIndex((t) => SUBJECT_POS.has(t.pos)) + 1;
  return { subject: tokens.slice(start, end), start, end, verb, tense: tenseAt(tokens, verb) };
}

const BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

function passive(tokens: Token[], verb: number): boolean {
  return tokens.slice(verb).some((t, i) => {
    const next = tokens.slice(verb + i + 1).find((u) => u.pos !== 'ADV');
    return BE.has(t.text.toLowerCase()) && next?.pos === 'VERB' && !isIng(next);
  });
}

/** A subject short and definite enough to be said again as it is ("The world number one", "Kanye West"). */
function repeatable(subject: Token[]): boolean {
  const first = subject[0];
  if (!first || subject.filter(isWord).length > 5) return false;
  if (subject.some((t) => !isWord(t) && t.text !== "'s") || subject.some((t) => t.pos === 'ADP' || VERB_POS.has(t.pos))) return false;
  return first.lemma === 'the' || first.pos === 'PROPN' || ['his', 'her', 'its', 'their'].includes(first.lemma);
}

interface Reference {
  tokens: Token[];
  plural: boolean;
  /** The subject is said again as written. */
  repeat?: boolean;
}

/** How the next sentence names the clause's subject: its pronoun, "it"/"they" for things, or the subject again. */
function reference(subject: Token[]): Reference | undefined {
  const wordsOf = subject.filter(isWord);
  if (wordsOf.length === 1 && wordsOf[0]!.pos === 'PRON' && PERSONAL.has(wordsOf[0]!.text.toLowerCase())) {
    const word = wordsOf[0]!.text.toLowerCase();
    return { tokens: [token(word === 'i' ? 'I' : word, word, 'PRON')], plural: !['he', 'she', 'it'].includes(word) };
  }
  // "The end of the Second World War": the head is the noun before the first preposition.
  const preposition = subject.findIndex((t) => t.pos === 'ADP');
  const core = preposition < 0 ? subject : subject.slice(0, preposition);
  const head = core.findLast((t) => SUBJECT_POS.has(t.pos));
  if (!head) return undefined;
  const thing = thingPronoun([...core, token('is', 'be', 'AUX')]);
  if (thing) return { tokens: [token(thing, thing, 'PRON')], plural: thing === 'they' };
  if (isPlural(head) || (head === core.find((t) => t.pos !== 'DET') && capitalisedPlural(head)))
    return { tokens: [token('they', 'they', 'PRON')], plural: true };
  if (repeatable(subject)) return { tokens: subject, plural: false, repeat: true };
  // "Director Oliver Stone's historical epic Alexander" → "Alexander": the name that heads the subject.
  if (head.pos !== 'PROPN' || head !== subject[subject.length - 1] || preposition >= 0) return undefined;
  let from = subject.length - 1;
  while (from > 0 && subject[from - 1]!.pos === 'PROPN') from -= 1;
  return { tokens: subject.slice(from), plural: false };
}

/** The verb in the main clause's tense, for a subject of that number; undefined when its form is unknown. */
function inflect(verb: Token, tense: Tense, plural: boolean): Token[] | undefined {
  if (!isIngOf(verb.text, verb.lemma)) return undefined;
  if (tense.kind === 'modal') return [token(tense.modal, tense.modal, 'AUX'), token(verb.lemma, verb.lemma, 'VERB')];
  const form = tense.kind === 'past' ? pastTense(verb.lemma) : plural || tense.kind === 'base' ? verb.lemma : thirdPerson(verb.lemma);
  return form ? [token(form, verb.lemma, 'VERB')] : undefined;
}

/**
 * The participles joined to the first one by "and"/"or", in the same tense ("losing 2-0 and missing
 * out" → "lost 2-0 and missed out"), by token index; undefined when one follows a preposition
 * ("before claiming it and …"), where it may not be the subject's own verb.
 */
function coordinated(tokens: Token[], from: number, tense: Tense, plural: boolean): Map<number, Token[]> | undefined {
  const result = new Map<number, Token[]>();
  for (let i = from; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    let before = i - 1;
    while (tokens[before]?.pos === 'ADV') before -= 1;
    if (!isIng(t) || !['and', 'or'].includes(tokens[before]?.lemma ?? '')) continue;
    // "providing leadership, expertise, and learning opportunities": the last item of a list, not a verb.
    if (tokens.slice(from, i).some((u) => u.text === ',')) continue;
    const prepositional = tokens.slice(from, i).some((u, j) => isIng(u) && ['ADP', 'SCONJ'].includes(tokens[from + j - 1]?.pos ?? ''));
    const verb = prepositional ? undefined : inflect(t, tense.kind === 'modal' ? { kind: 'base' } : tense, plural);
    if (!verb) return undefined;
    result.set(i, verb);
  }
  return result;
}

/** Tokens `from` to the end of the sentence as written, with some tokens replaced by others. */
function rewrite(sentence: string, tokens: Token[], starts: number[], from: number, replaced: Map<number, Token[]>): Part {
  let text = '';
  let at = starts[from]!;
  const out: Token[] = [];
  for (let i = from; i < tokens.length; i += 1) {
    const swap = replaced.get(i);
    if (!swap) {
      out.push(tokens[i]!);
      continue;
    }
    text += sentence.slice(at, starts[i]) + swap.map((t) => t.text).join(' ');
    at = starts[i]! + tokens[i]!.text.length;
    out.push(...swap);
  }
  return { text: text + sentence.slice(at), tokens: out };
}

/** The tokens `from`–`to` as written in the sentence. */
const slice = (sentence: string, tokens: Token[], starts: number[], from: number, to: number): Part => ({
  text: sentence.slice(starts[from], starts[to]).trim(),
  tokens: tokens.slice(from, to),
});

const asPart = (tokens: Token[]): Part => ({ text: tokens.map((t) => t.text).join(' '), tokens });

/** A new sentence from its pieces: subject, verb, the rest of the old sentence. */
function joinParts(...parts: Part[]): Part {
  const text = parts
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join(' ');
  return { text: capitalise(text), tokens: parts.flatMap((p) => p.tokens) };
}

/** The sentence's text up to a token, closed with a stop, as the first part. */
function firstPart(sentence: string, tokens: Token[], starts: number[], end: number): Part {
  return { text: `${sentence.slice(0, starts[end]).replace(/[\s,]+$/, '')}.`, tokens: tokens.slice(0, end) };
}

/** Whether the clause before the comma runs on to the participle: no list item, no other "-ing" verb after its own. */
function plainLeft(left: Token[], verb: number): boolean {
  const lastComma = left.map((t) => t.text).lastIndexOf(',');
  if (lastComma >= 0 && !left.slice(lastComma + 1).some((t) => VERB_POS.has(t.pos))) return false;
  // "power in recruiting candidates, mobilizing voters": the phrase is the next item of a list.
  if (left.slice(verb + 1).some((t, i) => isIng(t) && left[verb + i]?.pos !== 'AUX')) return false;
  // "both hypothetical games, seeking …, and real games": the phrase sits inside a pair.
  return !left.slice(verb + 1).some((t) => ['both', 'either', 'between'].includes(t.lemma));
}

/** "Hayek argued the government would …, setting prices": a clause inside the main one may be the phrase's subject. */
function embedsClause(left: Token[], verb: number): boolean {
  return left.slice(verb + 1).some((t, i) => VERB_POS.has(t.pos) && !isIng(t) && ['PRON', 'NOUN', 'PROPN'].includes(left[verb + i]!.pos));
}

/**
 * "Alexander has failed at the box office, entering the charts at number six." → "… box office.
 * Alexander entered the charts at number six.": a closing "-ing" phrase becomes a sentence with the
 * main clause's subject and tense; one that tells a result takes "This" ("…, bringing its takings
 * to $21.6m" → "This brought its takings to $21.6m").
 */
function trailingParticiple(sentence: string, tokens: Token[], starts: number[]): [Part, Part] | undefined {
  for (const [comma, t] of tokens.entries()) {
    const participle = tokens[comma + 1];
    if (t.text !== ',' || !participle || !isIng(participle) || NOT_PARTICIPLES.has(participle.lemma)) continue;
    const left = tokens.slice(0, comma);
    const rest = tokens.slice(comma + 2);
    if (left.filter(isWord).length < 5 || rest.filter(isWord).length < 3 || !isMainClause(left)) continue;
    if (rest.some((u) => /^["“”'’;]$/.test(u.text))) continue;
    const main = mainClause(left);
    if (!main || !plainLeft(left, main.verb)) continue;
    const result = RESULTS.has(participle.lemma);
    // "The network was built by Intel, working with …": after a passive the phrase is the agent's.
    if (!result && passive(left, main.verb)) continue;
    if (!result && !['add', 'say'].includes(participle.lemma) && embedsClause(left, main.verb)) continue;
    const named = result ? undefined : reference(main.subject);
    const ref = result
      ? asPart([token('this', 'this', 'PRON')])
      : named?.repeat
        ? slice(sentence, tokens, starts, main.start, main.end)
        : named && asPart(named.tokens);
    const plural = named?.plural ?? false;
    const verb = ref && inflect(participle, main.tense, plural);
    const others = verb && coordinated(tokens, comma + 2, main.tense, plural);
    if (!ref || !verb || !others) continue;
    return [firstPart(sentence, tokens, starts, comma), joinParts(ref, asPart(verb), rewrite(sentence, tokens, starts, comma + 2, others))];
  }
  return undefined;
}

/** "…, with the Dow Jones index gaining 45 points." → "… The Dow Jones index gained 45 points.": the noun phrase is the subject. */
function trailingWith(sentence: string, tokens: Token[], starts: number[]): [Part, Part] | undefined {
  for (const [comma, t] of tokens.entries()) {
    const dash = ['-', '–', '—'].includes(t.text) && sentence[starts[comma]! - 1] === ' ';
    if ((t.text !== ',' && !dash) || tokens[comma + 1]?.lemma !== 'with') continue;
    const participle = tokens.findIndex((u, i) => i > comma + 1 && !['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(u.pos));
    const subject = tokens.slice(comma + 2, participle);
    const head = [...subject].reverse().find((u) => SUBJECT_POS.has(u.pos));
    if (participle < 0 || !isIng(tokens[participle]!) || !head || subject.length > 6) continue;
    if (tokens.slice(participle + 1).filter(isWord).length < 2) continue;
    const left = tokens.slice(0, comma);
    const main = isMainClause(left) ? mainClause(left) : undefined;
    // "You can join …, with the kickoff happening in August": what may happen says nothing of when this one does.
    if (!main || main.tense.kind === 'modal' || tokens.slice(participle).some((u) => /^["“”;]$/.test(u.text))) continue;
    const plural = isPlural(head);
    const verb = inflect(tokens[participle]!, main.tense, plural);
    const others = verb && coordinated(tokens, participle + 1, main.tense, plural);
    if (!verb || !others) continue;
    // "with Obama using it … and Trump using it …": a second subject's participle would stay untold.
    if (
      tokens
        .slice(participle + 1)
        .some((u, i) => isIng(u) && !others.has(participle + 1 + i) && SUBJECT_POS.has(tokens[participle + i]!.pos))
    )
      continue;
    const noun = slice(sentence, tokens, starts, comma + 2, participle);
    return [
      firstPart(sentence, tokens, starts, comma),
      joinParts(noun, asPart(verb), rewrite(sentence, tokens, starts, participle + 1, others)),
    ];
  }
  return undefined;
}

const SINGULAR = new Set(['is', 'was', 'has', 'does']);
const PLURAL = new Set(['are', 'were', 'have', 'do']);

/**
 * "The service, which has been built with Southern, begins in March." → "The service begins in
 * March. It has been built with Southern.": a relative clause between the subject and its verb
 * becomes a sentence after the main one, its relative pronoun replaced by "it"/"they" for things,
 * the name's last word for a person named ("Griffiths"), or "the" and the person noun ("The striker").
 */
function middleRelative(sentence: string, tokens: Token[], starts: number[]): [Part, Part] | undefined {
  const open = tokens.findIndex((t, i) => t.text === ',' && ['who', 'which'].includes(tokens[i + 1]?.lemma ?? ''));
  if (open < 0) return undefined;
  const close = tokens.findIndex((t, i) => i > open + 1 && t.text === ',');
  const relative = tokens.slice(open + 2, close);
  const main = tokens.slice(close + 1);
  const before = tokens.slice(0, open);
  const opener = before.map((t) => t.text).lastIndexOf(',');
  const subject = before.slice(opener + 1);
  const verb = main.find(isWord);
  if (close < 0 || !verb || !VERB_POS.has(verb.pos) || isIng(verb) || main.filter(isWord).length < 3) return undefined;
  if (!relative.some((t) => VERB_POS.has(t.pos)) || [...relative, ...main].some((t) => /^["“”;]$/.test(t.text))) return undefined;
  if (subject.length === 0 || subject.some((t) => !['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PART'].includes(t.pos) && t.lemma !== 'of'))
    return undefined;
  // "which he called …" has its own subject: only a relative that is the subject of its verb is told again.
  const first = relative.find(isWord)!;
  if (!VERB_POS.has(first.pos)) return undefined;
  const head = [...subject].reverse().find((t) => ['NOUN', 'PROPN'].includes(t.pos));
  if (!head) return undefined;
  const plural = PLURAL.has(first.text.toLowerCase()) || (!SINGULAR.has(first.text.toLowerCase()) && isPlural(head));
  let ref: Token[] | undefined;
  if (plural) ref = [token('they', 'they', 'PRON')];
  // "which" never stands for a person.
  else if (tokens[open + 1]!.lemma === 'which') ref = [token('it', 'it', 'PRON')];
  else if (head.pos === 'PROPN') ref = [head];
  else if (subject[0]?.lemma === 'the' && mayBePerson(head.lemma)) ref = [subject[0], head];
  if (!ref) return undefined;
  const kept = `${sentence.slice(0, starts[open])} ${sentence.slice(starts[close + 1])}`;
  const told = slice(sentence, tokens, starts, open + 2, close);
  return [{ text: kept, tokens: [...before, ...main] }, joinParts(asPart(ref), { text: `${told.text}.`, tokens: told.tokens })];
}

/**
 * "… by playwright Peter Ackerman, who co-wrote Ice Age." → "… by playwright Peter Ackerman.
 * Ackerman co-wrote Ice Age.": a closing "who" clause after a name becomes a sentence about the
 * name's last word, or "They" when its verb is plural ("Virgin Radio, who are …").
 */
function trailingWho(sentence: string, tokens: Token[], starts: number[]): [Part, Part] | undefined {
  const comma = tokens.findIndex((t, i) => t.text === ',' && tokens[i + 1]?.lemma === 'who' && tokens[i - 1]?.pos === 'PROPN');
  const verb = tokens[comma + 2];
  if (comma < 0 || !verb || !VERB_POS.has(verb.pos) || isIng(verb)) return undefined;
  const rest = tokens.slice(comma + 2);
  if (rest.filter(isWord).length < 3 || tokens.slice(0, comma).filter(isWord).length < 5) return undefined;
  if (rest.some((t) => /^["“”;,]$/.test(t.text)) || !isMainClause(tokens.slice(0, comma))) return undefined;
  const word = verb.text.toLowerCase();
  const plural = PLURAL.has(word) || (verb.pos === 'VERB' && word === verb.lemma);
  const ref = plural ? token('they', 'they', 'PRON') : tokens[comma - 1]!;
  return [firstPart(sentence, tokens, starts, comma), joinParts(asPart([ref]), rewrite(sentence, tokens, starts, comma + 2, new Map()))];
}

/**
 * The first way the sentence can be told as two: a closing "-ing" phrase, a closing "with" phrase,
 * a relative clause after the subject or a closing one after a name, each becoming a sentence with a subject and a finite verb.
 */
export function detach(sentence: string, tokens: Token[], starts: number[]): [Part, Part] | undefined {
  return (
    middleRelative(sentence, tokens, starts) ??
    trailingParticiple(sentence, tokens, starts) ??
    trailingWith(sentence, tokens, starts) ??
    trailingWho(sentence, tokens, starts)
  );
}
