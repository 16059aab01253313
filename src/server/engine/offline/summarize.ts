import type { SummaryMode } from '../../../shared/summary';
import { compressSentence } from './compress';
import { sentences } from './nlp';
import { simplifySentence } from './simplify';
import { rankForSummary, rankSentences, selectSentences, summaryLength } from './textrank';

/** The sentences an extractive summary keeps (the lede first, then the most central), in their original order. */
export function extractiveSummary(text: string, count?: number): string[] {
  const list = sentences(text);
  if (list.length === 0) return [];
  const chosen = selectSentences(list, rankForSummary(list), count ?? summaryLength(list.length));
  return chosen.map((i) => list[i]!.text);
}

/** Offline summary, plainer version or key points of a text, as markdown. */
export function summarizeOffline(content: string, mode: SummaryMode): string {
  const list = sentences(content);
  if (list.length === 0) return '';
  if (mode === 'simplify') {
    return list
      .map((s) => simplifySentence(s.text))
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
  return selectSentences(list, rankForSummary(list), summaryLength(list.length))
    .map((i) => list[i]!.text)
    .join(' ');
}
