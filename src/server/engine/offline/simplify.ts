/** Subject pronouns: " and they …" joins two clauses, not two nouns. */
const SUBJECT = String.raw`(?:he|she|they|we|I)\s`;
/** An aside with a verb of its own is a clause, not an appositive: it stays. */
const NO_VERB = String.raw`(?![^,;]*\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|may|might|must|should|do|does|did|\w+ed)\b)`;
/** After an aside comes the rest of the clause, not the next item of a list. */
const NOT_A_LIST = String.raw`(?=[a-z])(?!(?:and|or|nor)\b)`;
/** An aside that joins words with "and"/"or" is part of a list. */
const NO_LIST_INSIDE = String.raw`(?![^,;]*\b(?:and|or)\s)`;
/** A capitalised name of one to four words. */
const NAME = String.raw`[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+){0,3}`;
/** A person's name (two to four capitalised words) opening the sentence. */
const SUBJECT_NAME = String.raw`^[A-Z][\p{L}'’.-]+(?:\s+[A-Z][\p{L}'’.-]+){1,3}`;
/** A noun phrase opening the sentence ("The second stage"), not an opening phrase ("In 2004"). */
const SUBJECT_PHRASE = String.raw`^(?:The|A|An|Its|His|Her|Their|Our|This|These|Those)\s[^,]{1,40}`;

/**
 * Every word simplify may write that is not in the sentence it rewrites: the links it puts
 * between the sentences it cuts and the plain words of PLAIN_PHRASES (tests check this list).
 */
export const LINK_WORDS = new Set(
  'this is because but and meanwhile also so still suppose then they these include at that time after to about many most before besides true especially particularly he she it we i'.split(
    ' ',
  ),
);

/** Asides a reader can skip: the sentence says the same without them. */
const ASIDES: [RegExp, string][] = [
  [/\s*\([^()]*\)/g, ''],
  [/\s*\[[^\]]*\]/g, ''],
  [/\s+[—–-]{1,2}\s+[^—–]*?\s+[—–-]{1,2}\s+/g, ' '],
  // An appositive after the sentence's subject ("The second stage, the Calvin cycle, takes place…").
  [new RegExp(String.raw`(${SUBJECT_PHRASE}),\s+${NO_VERB}${NO_LIST_INSIDE}(?:a|an|the)\s+[^,;]{3,60},\s+${NOT_A_LIST}`, 'u'), '$1 '],
  // A title after the name that opens the sentence ("Kathleen Utgoff, commissioner of …, said").
  [new RegExp(String.raw`(${SUBJECT_NAME}),\s+${NO_VERB}${NO_LIST_INSIDE}[^,;"“”]{3,60},\s+${NOT_A_LIST}`, 'u'), '$1 '],
  // A title after the name a quotation is attributed to ("…, said Adrian Hughes, strategist at HSBC.").
  [new RegExp(String.raw`\b((?:said|says|added|according to)\s+${NAME}),\s+[^,"“”]{3,80}(?=[.!?]["”]?$)`, 'gu'), '$1'],
  // An aside between two unspaced dashes ("values—and the relation between them—then").
  [/—[^—]{3,80}—/g, ' '],
];

const SPEECH = String.raw`(?:said|says|added|wrote|explained|told)`;
/** A long quotation that opens the sentence, and who said it after it. */
const QUOTED = String.raw`^["“]([A-Z][^"“”]*?),["”]\s+`;

/**
 * "'A, and B,' said X." → "X said: 'A, and B.'": with the speaker first, the quotation's clauses
 * can be cut into sentences that all stay inside the quotation marks, so all stay X's words.
 */
function speakerFirst(text: string): string {
  const long = (quote: string) => (quote.match(/[\p{L}\p{N}]+/gu) ?? []).length > 12;
  const capital = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);
  const inverted = new RegExp(String.raw`${QUOTED}(${SPEECH})\s+([^"“”,]{2,60})\.$`, 'u').exec(text);
  if (inverted && long(inverted[1]!)) return `${capital(inverted[3]!)} ${inverted[2]}: "${inverted[1]}."`;
  const plain = new RegExp(String.raw`${QUOTED}(he|she|they|${NAME})\s+((?:\w+ly\s+)?${SPEECH}\b[^"“”]*?)\.$`, 'u').exec(text);
  if (plain && long(plain[1]!)) return `${capital(plain[2]!)} ${plain[3]}: "${plain[1]}."`;
  return text;
}

/** Wordy phrases and the plain words that say the same (plain-language guidance). */
const PLAIN_PHRASES: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\b(?:a large|a great|a significant) number of\b/gi, 'many'],
  [/\bthe (?:vast )?majority of\b/gi, 'most'],
  [/\bprior to\b/gi, 'before'],
  [/\bwith (?:regard|respect) to\b/gi, 'about'],
  [/\bin addition to\b/gi, 'besides'],
  [/\bapproximately\b/gi, 'about'],
  [/\b(said|says|say|told \w+|argued|warned|added|believes?|claimed) that\b/g, '$1'],
  [/^(?:additionally|furthermore|moreover|in addition),\s+/i, 'Also, '],
  [/^(?:consequently|therefore|thus|hence),\s+/i, 'So, '],
  [/^(?:nevertheless|nonetheless),\s+/i, 'Still, '],
  [/^however,\s+/i, 'But '],
];

/** Sentences that open with a condition or a concession become two ("If X, Y" → "Suppose X. Then Y"). */
const OPENERS: [RegExp, string][] = [
  [/^((?:For example|For instance|In fact|But|So|And),\s+)?If\s+([^,]{10,120}?),\s+(?:then\s+)?/, '$1suppose $2. Then '],
  [/^(?:Although|Though|Even though)\s+([^,]{10,120}?),\s+/, '$1. But '],
];

/** Joints where a long sentence is cut in two, and the words that open the second part. */
const SPLITTERS: [RegExp, string][] = [
  [/;\s+/g, '. '],
  // Only a closing relative clause: one between commas is part of the sentence's middle.
  [/,\s+which\s+(?=[^,;]*[.!?]["”]?$)/gi, '. This '],
  [new RegExp(String.raw`,?\s+but\s+(?=${SUBJECT})`, 'g'), '. But '],
  [new RegExp(String.raw`,?\s+and\s+(?=${SUBJECT})`, 'g'), '. And '],
  [/,\s+so\s+(?!that\b)(?=\w+\s+\w+)/gi, '. So '],
  [/,\s+yet\s+/gi, '. Yet '],
  [/,?\s+because\s+/gi, '. This is because '],
  [/,\s+(?:although|though|whereas)\s+/gi, '. But '],
  [/,\s+while\s+/gi, '. Meanwhile, '],
  // A closing relative clause or example becomes a sentence of its own (to the end of the sentence only).
  [/\b(\w+s),\s+who\s+(?=[^,;]*[.!?]["”]?$)/g, '$1. They '],
  [/\b(\w+s),\s+including\s+(?=[^,;]*[.!?]["”]?$)/g, '$1. These include '],
  [/\b(\d{4}),\s+when\s+(?=[^,;]*[.!?]["”]?$)/g, '$1. At that time, '],
  [/,\s+(especially|particularly)\s+(?=(?:when|if|in|for|because)\s[^,]*$)/gi, '. This is $1 true '],
];

function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_m, start: string, letter: string) => start + letter.toUpperCase());
}

/**
 * Plainer wording for one sentence: asides (brackets, dashes, appositives, relative clauses
 * between commas) go, long sentences are cut at their joints (";", ", which", ", but", "because",
 * "and they", a colon before a clause…), rare words become common ones (`replaceWord`), and
 * numbers and names are kept.
 */
export function simplifySentence(sentence: string, replaceWord: (word: string) => string = (w) => w): string {
  let text = sentence.trim();
  for (const [pattern, replacement] of ASIDES) text = text.replace(pattern, replacement);
  text = speakerFirst(text);
  for (const [pattern, replacement] of [...PLAIN_PHRASES, ...OPENERS]) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of SPLITTERS) text = text.replace(pattern, replacement);
  text = text.replace(/[\p{L}]+/gu, (word) => replaceWord(word));
  text = text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,!?])/g, '$1')
    .trim();
  if (!/[.!?]["'”’)\]]*$/.test(text)) text += '.';
  return capitaliseSentences(text);
}

/**
 * Sentences for the readability measure: each run ending in ".", "!" or "?" and each line that
 * ends without one (a title, a heading, a list item), so that a line break never glues two
 * sentences into one long one and a title never inflates the grade of the text it heads.
 */
function sentenceCount(text: string): number {
  let count = 0;
  for (const line of text.split(/\n+/)) {
    if (!/[A-Za-z]/.test(line)) continue;
    count += (line.match(/[.!?]+["'”’)\]]*(?=\s|$)/g) ?? []).length;
    if (!/[.!?]["'”’)\]]*\s*$/.test(line)) count += 1;
  }
  return Math.max(1, count);
}

/** Flesch-Kincaid grade level of a text (vowel-group syllable estimate). */
export function fleschKincaidGrade(text: string): number {
  const wordList = text.match(/[A-Za-z]+(?:'[a-z]+)?/g) ?? [];
  if (wordList.length === 0) return 0;
  const syllables = wordList.reduce((sum, word) => sum + syllableCount(word), 0);
  return 0.39 * (wordList.length / sentenceCount(text)) + 11.8 * (syllables / wordList.length) - 15.59;
}

function syllableCount(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length);
}
