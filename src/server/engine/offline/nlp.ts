import type winkNLP from 'wink-nlp';
import type { ItemSentence, ItsFunction } from 'wink-nlp';
import type model from 'wink-eng-lite-web-model';
import { lazyRequire } from '../../lazy-require';

type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | undefined;
const loadWink = lazyRequire<typeof winkNLP>('wink-nlp');
const loadModel = lazyRequire<typeof model>('wink-eng-lite-web-model');

/** wink-nlp with the English lite model, loaded on first use (kept out of start-up) and kept. */
function nlp(): Nlp {
  instance ??= loadWink()(loadModel());
  return instance;
}

export interface Token {
  text: string;
  lemma: string;
  pos: string;
  stop: boolean;
  /** Porter stem, lower-cased: "vaccines", "vaccination" → "vaccin" (what retrieval compares). */
  stem: string;
}

export interface Sentence {
  index: number;
  /** Index of the paragraph (block between blank lines, or list item) the sentence belongs to. */
  paragraph: number;
  text: string;
  tokens: Token[];
  /** Lower-cased lemmas of the content words (no stop words, punctuation or symbols). */
  terms: string[];
  /** Stems of the same content words: relevance compares these, so word forms do not matter. */
  stems: string[];
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM']);
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * wink-nlp's tokenizer tries its patterns (an e-mail address, a URL) from every character of a
 * token, so its time grows with the square of a token's length: a question or file made of one
 * long run held the thread for minutes (decision 043 has the figures). No word is this long; a longer run is cut into pieces of this many characters.
 */
export const LONGEST_TOKEN_CHARS = 80;

/** `text` (single spaces only) with a space inserted into every run of more than LONGEST_TOKEN_CHARS non-spaces. */
export function breakLongRuns(text: string): string {
  let out = '';
  let from = 0;
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 32) run = 0;
    // Never between the halves of a surrogate pair (an emoji).
    else if (++run > LONGEST_TOKEN_CHARS && (code < 0xdc00 || code > 0xdfff)) {
      out += `${text.slice(from, i)} `;
      from = i;
      run = 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Splits text into sentences, treating blank lines and line breaks after headings as boundaries. */
export function sentences(text: string): Sentence[] {
  const { its } = nlp();
  const result: Sentence[] = [];
  let paragraph = -1;
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)/)) {
    const trimmed = block.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    paragraph += 1;
    nlp()
      .readDoc(breakLongRuns(trimmed))
      .sentences()
      .each((sentence: ItemSentence) => {
        const raw = sentence.tokens();
        const words = raw.out(its.value) as string[];
        // The type file declares lemma with the model's add-ons as a third parameter; wink passes them.
        const lemmas = raw.out(its.lemma as unknown as ItsFunction<string>);
        const pos = raw.out(its.pos);
        const stops = raw.out(its.stopWordFlag) as unknown as boolean[];
        const stems = raw.out(its.stem as unknown as ItsFunction<string>);
        const tokens: Token[] = words.map((word, i) => ({
          text: word,
          lemma: String(lemmas[i] ?? word).toLowerCase(),
          pos: String(pos[i] ?? 'X'),
          stop: Boolean(stops[i]),
          stem: String(stems[i] ?? word).toLowerCase(),
        }));
        const content = tokens.filter((t) => !t.stop && CONTENT_POS.has(t.pos) && WORDLIKE.test(t.text));
        result.push({
          index: result.length,
          paragraph,
          text: sentence.out().trim(),
          tokens,
          terms: content.map((t) => t.lemma),
          stems: content.map((t) => t.stem),
        });
      });
  }
  return result;
}

/** Lower-cased word tokens, the unit of the ROUGE and readability measures. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}
