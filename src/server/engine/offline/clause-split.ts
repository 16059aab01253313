import { isClause, isMainClause, isWord, thingPronoun, VERB_POS } from './clause-parts';
import { detach } from './detach';
import { sentences, words, type Token } from './nlp';

const JOINERS = new Set(['and', 'but', 'yet', 'so']);
/** Each part must keep this many words, so a cut never leaves a scrap. */
const MIN_PART = 4;
/** Sentences up to this many words are left as they are. */
const LONG = 12;
/** Punctuation that may join two clauses: comma, colon, semicolon, a dash standing alone. */
const JOINTS = new Set([',', ':', ';', '-', '–', '—']);

/**
 * Where the sentence may be cut between two full clauses: at a comma, colon or lone dash (and the
 * joining word after it), or at "and"/"but" itself. `at` ends the first part; `from` starts the
 * second (its joining word included); `resume` is where the second clause itself starts.
 */
interface Cut {
  at: number;
  from: number;
  resume: number;
  /** The first clause's pronoun, repeated when the second shares it ("They rose, but then fell"). */
  subject?: string;
}

const PRONOUNS = new Set(['he', 'she', 'they', 'we', 'i', 'it']);

const SINGULAR_AUX = new Set(['is', 'was', 'has', 'had', 'does', 'did', 'will', 'would', 'can', 'could', 'may', 'might', 'must', 'should']);
const PLURAL_AUX = new Set(['are', 'were', 'have', 'had', 'do', 'did', 'will', 'would', 'can', 'could', 'may', 'might', 'must', 'should']);
const PASSIVE_OR_PERFECT = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had']);

/**
 * Whether the verb reads as the finite verb of the pronoun ("it warned", "they are"), not as a
 * second infinitive or participle ("to reflect on them and think", "is coloured and rooted").
 */
function agrees(pronoun: string, verb: Token, left: Token[]): boolean {
  const text = verb.text.toLowerCase();
  if (verb.pos === 'AUX') return (pronoun === 'it' ? SINGULAR_AUX : PLURAL_AUX).has(text);
  if (/ed$/.test(text)) return !left.some((t) => PASSIVE_OR_PERFECT.has(t.text.toLowerCase()));
  return pronoun === 'it' && /[^s]s$/.test(text);
}

/** "They rose and then fell": the second verb shares the first clause's subject, a pronoun or a thing. */
function sharedSubject(left: Token[], right: Token[]): string | undefined {
  const subject = left.find(isWord);
  const verb = right.find(isWord);
  if (!subject || !verb) return undefined;
  if (!VERB_POS.has(verb.pos) || (verb.pos === 'VERB' && /ing$/i.test(verb.text))) return undefined;
  if (subject.pos === 'PRON' && PRONOUNS.has(subject.text.toLowerCase())) {
    const pronoun = subject.text === 'I' ? 'I' : subject.text.toLowerCase();
    // "It downplays … and try to persuade": a third-person singular needs a verb that agrees.
    return !['he', 'she', 'it'].includes(pronoun) || agrees('it', verb, left) ? pronoun : undefined;
  }
  const thing = thingPronoun(left);
  return thing && agrees(thing, verb, left) ? thing : undefined;
}

function cuts(tokens: Token[], spaced: (i: number) => boolean): Cut[] {
  const result: Cut[] = [];
  tokens.forEach((token, i) => {
    const bareJoiner = token.pos === 'CCONJ' && JOINERS.has(token.lemma) && !JOINTS.has(tokens[i - 1]?.text ?? '');
    if (!(JOINTS.has(token.text) && (token.text !== '-' || spaced(i))) && !bareJoiner) return;
    // A comma that closes a quotation belongs to it: "…," he said.
    if (/^["“”'’]$/.test(tokens[i + 1]?.text ?? '')) return;
    const joined = !bareJoiner && JOINERS.has(tokens[i + 1]?.lemma ?? '');
    const from = bareJoiner ? i : i + 1;
    const resume = bareJoiner || joined ? i + 1 + (joined ? 1 : 0) : i + 1;
    // 'X said: "We lost, but …"': inside a quotation after its speaker, the quotation's own clause decides.
    const colon = tokens.slice(0, i).findIndex((t, j) => t.text === ':' && /^["“]$/.test(tokens[j + 1]?.text ?? ''));
    const left = tokens.slice(colon >= 0 ? colon + 2 : 0, i);
    const right = tokens.slice(resume);
    const nextComma = right.findIndex((t) => t.text === ',');
    const rightClause = nextComma < 0 ? right : right.slice(0, nextComma);
    if (left.filter(isWord).length < MIN_PART || right.filter(isWord).length < MIN_PART) return;
    if (rightClause.filter(isWord).length < 4 || !isMainClause(left)) return;
    // The last item before the cut must be a clause too: "plants, algae and some bacteria turn …" is a list.
    const lastComma = left.map((t) => t.text).lastIndexOf(',');
    if (lastComma >= 0 && !left.slice(lastComma + 1).some((t) => VERB_POS.has(t.pos))) return;
    // Without "and"/"but", the second part must open like a sentence ("the", "it", a name), not
    // with a bare noun phrase that may describe the last word ("…chloroplasts, small organelles found…").
    const opener = rightClause.find(isWord);
    // A noun may open it when an auxiliary follows soon ("…, investors were selling"): a description
    // of the last word has no auxiliary of its own.
    const auxiliaryNext = rightClause.slice(0, 4).some((t) => t.pos === 'AUX');
    if (resume === from && !bareJoiner && !['DET', 'PRON', 'PROPN', 'NUM'].includes(opener?.pos ?? '') && !auxiliaryNext) return;
    const subject = resume > from || bareJoiner ? sharedSubject(left, rightClause) : undefined;
    if (!subject && !isClause(rightClause, resume > from || bareJoiner) && !(resume > from && isMainClause(right))) return;
    result.push({ at: i, from, resume, subject });
  });
  return result;
}

/**
 * Where each token starts in the sentence, found in order, so that parts are cut from the text as
 * written; undefined when a token's text is not found as such (wink normalises some: "n't").
 */
function offsets(sentence: string, tokens: Token[]): number[] | undefined {
  // Case-blind, as a cut part starts with a capital its token does not have.
  const text = sentence.toLowerCase();
  if (text.length !== sentence.length) return undefined;
  let at = 0;
  const starts: number[] = [];
  for (const token of tokens) {
    const found = text.indexOf(token.text.toLowerCase(), at);
    if (found < 0) return undefined;
    starts.push(found);
    at = found + token.text.length;
  }
  return starts;
}

/**
 * Cuts a long sentence into shorter ones where a comma joins two full clauses ("Prices rose, and
 * the bank raised its rates" → "Prices rose. And the bank raised its rates."), closest to the
 * middle first, using the parts of speech; dependent clauses, lists and quotations stay whole.
 */
export function splitClauses(text: string): string {
  // Parsing is the cost: a text short enough to stay whole is not parsed at all.
  if (words(text).length <= LONG) return text;
  return sentences(text)
    .map((s) => split(s.text, s.tokens))
    .join(' ');
}

/** Openers whose clause happens first or is the reason, and the words that carry the link into the next sentence. */
const OPENER_LINKS: Record<string, string> = { after: 'After that,', once: 'Then', when: 'Then', because: 'So', while: 'Meanwhile,' };

/**
 * "After the talks failed, the union called a strike." → "The talks failed. After that, the union
 * called a strike.": a dependent clause that opens the sentence becomes a sentence of its own.
 */
function splitOpener(sentence: string, tokens: Token[], starts: number[]): string | undefined {
  const link = OPENER_LINKS[tokens[0]?.lemma ?? ''];
  if (!link) return undefined;
  const comma = tokens.findIndex((t) => t.text === ',');
  const first = tokens.slice(1, comma);
  const rest = tokens.slice(comma + 1);
  if (comma < 0 || first.filter(isWord).length < MIN_PART - 1 || !isClause(first) || !isClause(rest)) return undefined;
  const opening = sentence.slice(starts[1], starts[comma]).trim();
  const main = sentence.slice(starts[comma + 1]).trim();
  return `${split(`${opening.charAt(0).toUpperCase()}${opening.slice(1)}.`, first)} ${split(`${link} ${main}`, rest)}`;
}

function split(sentence: string, tokens: Token[]): string {
  if (tokens.filter(isWord).length <= LONG) return sentence;
  const starts = offsets(sentence, tokens);
  if (!starts) return sentence;
  const opened = splitOpener(sentence, tokens, starts);
  if (opened) return opened;
  const detached = detach(sentence, tokens, starts);
  if (detached) return detached.map((part) => split(part.text, part.tokens)).join(' ');
  // A hyphen inside a word ("flat-fee") is not a dash between clauses.
  const spaced = (i: number) => sentence[starts[i]! - 1] === ' ' && sentence[starts[i]! + 1] === ' ';
  const options = cuts(tokens, spaced);
  if (options.length === 0) return sentence;
  const middle = tokens.length / 2;
  const best = options.reduce((a, b) => (Math.abs(b.at - middle) < Math.abs(a.at - middle) ? b : a));
  // The joining word ("and", "but") opens the second sentence, capitalised.
  const left = sentence.slice(0, starts[best.at]).replace(/[\s,:;–—-]+$/, '');
  // "£1.25m." already ends with its stop.
  const stop = left.endsWith('.') ? '' : '.';
  const right = best.subject
    ? `${sentence.slice(starts[best.from], starts[best.resume]).trim()} ${best.subject} ${sentence.slice(starts[best.resume]).trim()}`
    : sentence.slice(starts[best.from]).trim();
  const capitalised = right.charAt(0).toUpperCase() + right.slice(1);
  return `${split(`${left}${stop}`, tokens.slice(0, best.at))} ${split(capitalised, tokens.slice(best.from))}`;
}
