import { words, type Sentence } from './nlp';
import { selectSentences } from './textrank';

/** A summary of a long text stays about one paragraph: what a reader takes in at a glance. */
export const SUMMARY_MAX_WORDS = 150;
/** A short text (a news story) keeps about half of its words. */
const SHORT_TEXT_SHARE = 0.5;
/** Fewer sentences than this is not a summary worth reading (unless the text has fewer). */
const MIN_SENTENCES = 3;

/**
 * How many words a summary of the text aims for: half of a short text, at most 150 words. Authors'
 * summaries of textbook sections run about a tenth of the section; extractive news summaries keep
 * close to half of a short article. See docs/decisions/026 for the measurements.
 */
export function summaryWordBudget(textWords: number): number {
  return Math.min(SHORT_TEXT_SHARE * textWords, SUMMARY_MAX_WORDS);
}

/**
 * The best-scored sentences that fill the text's word budget, in their original order: the next
 * best sentence is kept while at least half of it fits, and there are always at least three.
 */
export function selectForSummary(list: Sentence[], scores: number[]): number[] {
  const lengths = list.map((s) => words(s.text).length);
  const budget = summaryWordBudget(lengths.reduce((sum, n) => sum + n, 0));
  const fits = (chosen: number[], next: number) =>
    chosen.length < MIN_SENTENCES || chosen.reduce((sum, i) => sum + lengths[i]!, 0) + lengths[next]! / 2 <= budget;
  return selectSentences(list, scores, list.length, undefined, fits);
}
