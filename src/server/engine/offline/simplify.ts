const SPLITTERS: [RegExp, string][] = [
  [/;\s+/g, '. '],
  [/,\s+which\s+/gi, '. This '],
  [/,\s+but\s+/gi, '. But '],
  [/,\s+and\s+(?=\w+\s+\w+)/gi, '. And '],
  [/,?\s+because\s+/gi, '. This is because '],
  [/,\s+although\s+/gi, '. But '],
  [/,\s+while\s+/gi, '. Meanwhile, '],
];

function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_m, start: string, letter: string) => start + letter.toUpperCase());
}

/**
 * Plainer wording for one sentence: asides in brackets and between dashes go, long sentences
 * are cut at their joints (";", ", which", ", but", "because"), keeping numbers and names.
 */
export function simplifySentence(sentence: string, replaceWord: (word: string) => string = (w) => w): string {
  let text = sentence.trim();
  text = text.replace(/\s*\([^()]*\)/g, '').replace(/\s*\[[^\]]*\]/g, '');
  text = text.replace(/\s+[—–-]{1,2}\s+[^—–]*?\s+[—–-]{1,2}\s+/g, ' ');
  // Appositives between commas that start with an article ("X, a Y of Z, did…") are asides.
  text = text.replace(/,\s+(?:a|an|the)\s+[^,]{3,60},\s+(?=[a-z])/g, ' ');
  for (const [pattern, replacement] of SPLITTERS) text = text.replace(pattern, replacement);
  text = text.replace(/[\p{L}]+/gu, (word) => replaceWord(word));
  text = text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,!?])/g, '$1')
    .trim();
  if (!/[.!?]$/.test(text)) text += '.';
  return capitaliseSentences(text);
}

/** Flesch-Kincaid grade level of a text (vowel-group syllable estimate). */
export function fleschKincaidGrade(text: string): number {
  const sentenceCount = Math.max(1, (text.match(/[.!?]+(?:\s|$)/g) ?? []).length);
  const wordList = text.match(/[A-Za-z]+(?:'[a-z]+)?/g) ?? [];
  if (wordList.length === 0) return 0;
  const syllables = wordList.reduce((sum, word) => sum + syllableCount(word), 0);
  return 0.39 * (wordList.length / sentenceCount) + 11.8 * (syllables / wordList.length) - 15.59;
}

function syllableCount(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length);
}
