// Links the offline engine can promise exist: search and catalogue pages of well-known free sites,
// with the topic as the query. Without network access we cannot check an article URL, but a
// search page always opens and lists what the site has on the topic.

import { wellFormed } from '../../../../shared/control-chars';

// encodeURIComponent throws on a lone surrogate; whatever reached the engine, the link still opens.
const q = (text: string) => encodeURIComponent(wellFormed(text));

export const LINKS = {
  wikipedia: (text: string) => `https://en.wikipedia.org/w/index.php?search=${q(text)}`,
  youtube: (text: string) => `https://www.youtube.com/results?search_query=${q(text)}`,
  openstax: (text: string) => `https://openstax.org/search?q=${q(text)}`,
  openLibrary: (text: string) => `https://openlibrary.org/search?q=${q(text)}`,
  mitOcw: (text: string) => `https://ocw.mit.edu/search/?q=${q(text)}`,
  khanAcademy: (text: string) => `https://www.khanacademy.org/search?page_search_query=${q(text)}`,
  codewars: (text: string) => `https://www.codewars.com/kata/search?q=${q(text)}`,
  exercism: (text: string) => `https://exercism.org/tracks?criteria=${q(text)}`,
  brilliant: (text: string) => `https://brilliant.org/search/?q=${q(text)}`,
} as const;

/** Languages with an Exercism track, by how students usually write them. */
const LANGUAGES = new Set([
  'python',
  'javascript',
  'typescript',
  'java',
  'c',
  'c++',
  'c#',
  'go',
  'golang',
  'rust',
  'ruby',
  'kotlin',
  'swift',
  'php',
  'haskell',
  'elixir',
  'scala',
  'r',
  'julia',
  'lua',
  'dart',
  'clojure',
  'f#',
  'ocaml',
  'sql',
]);
/** Any of the words as a whole word, plural allowed: "c++" and "cells" match, "rustic" is not "rust". */
function anyOf(words: string): RegExp {
  const escaped = words.split('|').map((word) => word.replace(/[.*+?^${}()[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'iu');
}

const PROGRAMMING = anyOf(
  'python|javascript|typescript|java|c++|c#|golang|rust|ruby|kotlin|swift|php|haskell|sql|html|css|react|node.js|programming|' +
    'coding|algorithm|data structure|software|web development|machine learning|recursion|object-oriented',
);
const MATH = anyOf(
  'math|mathematics|algebra|calculus|geometry|trigonometry|statistics|probability|arithmetic|equation|fraction|' +
    'derivative|integral|matrix|matrices|vector|number theory|logic|physics|mechanics',
);
/** Subjects OpenStax has free textbooks for; other topics are better served by Open Library. */
const OPENSTAX = anyOf(
  'biology|chemistry|physics|algebra|calculus|statistics|trigonometry|precalculus|economics|psychology|sociology|' +
    'anatomy|physiology|microbiology|astronomy|accounting|philosophy|political science|government|history|business|' +
    'marketing|nursing|math|mathematics|photosynthesis|cell|genetics|evolution',
);

export interface TopicKind {
  programming: boolean;
  /** The topic is itself a language name ("C++"), so an Exercism track search finds it. */
  language: boolean;
  math: boolean;
  openstax: boolean;
}

export function classifyTopic(topic: string): TopicKind {
  return {
    programming: PROGRAMMING.test(topic),
    language: LANGUAGES.has(topic.trim().toLowerCase()),
    math: MATH.test(topic),
    openstax: OPENSTAX.test(topic),
  };
}

/** The free textbook catalogue that fits the topic. */
export const bookLink = (topic: string): { site: string; url: string } =>
  classifyTopic(topic).openstax
    ? { site: 'OpenStax', url: LINKS.openstax(topic) }
    : { site: 'Open Library', url: LINKS.openLibrary(topic) };
