import type { SummaryMode } from '../../../shared/summary';
import { splitClauses } from './clause-split';
import { compressSentence } from './compress';
import { sentences } from './nlp';
import { plainWords } from './plain-words';
import { simplifySentence } from './simplify';
import { selectForSummary } from './summary-length';
import { rankForSummary, rankSentences, selectSentences } from './textrank';

/**
 * The sentences an extractive summary keeps (the opening first, then the most central), in their
 * original order: `count` of them, or as many as the text's length calls for (summary-length.ts).
 */
export function extractiveSummary(text: string, count?: number): string[] {
  const list = sentences(text);
  if (list.length === 0) return [];
  const scores = rankForSummary(list);
  const chosen = count === undefined ? selectForSummary(list, scores) : selectSentences(list, scores, count);
  return chosen.map((i) => list[i]!.text);
}

/** Offline summary, plainer version or key points of a text, as markdown. */
export function summarizeOffline(content: string, mode: SummaryMode): string {
  const list = sentences(content);
  if (list.length === 0) return '';
  if (mode === 'simplify') {
    const plain = plainWords(list);
    return list
      .map((s) => splitClauses(simplifySentence(s.text, (word) => plain.get(word) ?? word)))
      .join(' ')
      .replace(/\s{2,}/g, ' ')
      .trim();
  }
  if (mode === 'keypoints') {
    // Key points are the most central sentences, wherever they are: no lede preference.
    const count = Math.min(list.length, Math.max(3, Math.min(10, Math.round(list.length * 0.3))));
    const points = selectSentences(list, rankSentences(list), count)
      .map((i) => compressSentence(list[i]!.text))
      .filter((point) => point.length > 3);
    return [...new Set(points)].map((point) => `- ${point}`).join('\n');
  }
  return selectForSummary(list, rankForSummary(list))
    .map((i) => list[i]!.text)
    .join(' ');
}
