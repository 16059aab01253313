// Measures of the offline summaries against human references, shared by the bench
// (scripts/bench-summaries.ts) and the quality tests, so both report the same figures.
import { sentences, words, type Sentence } from './nlp';
import { rouge1 } from './rouge';
import { fleschKincaidGrade } from './simplify';
import { extractiveSummary, summarizeOffline } from './summarize';
import { rankSentences } from './textrank';

export interface ReferencePair {
  article: string;
  reference: string;
}

/** Mean ROUGE-1 F1 of each method over a set; every baseline gets our summary's length. */
export interface SummaryScores {
  count: number;
  ours: number;
  /** The first k sentences, k = our sentence count. */
  leadK: number;
  /** Classic TextRank's top k sentences, in text order. */
  textRank: number;
  /** The first k sentences / TextRank's ranking, cut to our number of words. */
  leadWords: number;
  textRankWords: number;
  lead3: number;
  /** Our summary's share of the text's words. */
  share: number;
}

const join = (list: Sentence[], indexes: number[]) => indexes.map((i) => list[i]!.text).join(' ');
const firstWords = (text: string, count: number) => words(text).slice(0, count).join(' ');

/** Classic TextRank's order of the sentences: uniform restart, no lede, no redundancy control. */
function textRankOrder(list: Sentence[]): number[] {
  return rankSentences(list, { classic: true })
    .map((score, i) => ({ score, i }))
    .sort((a, b) => b.score - a.score)
    .map(({ i }) => i);
}

export function scoreSummaries(pairs: ReferencePair[]): SummaryScores {
  const total: SummaryScores = { count: pairs.length, ours: 0, leadK: 0, textRank: 0, leadWords: 0, textRankWords: 0, lead3: 0, share: 0 };
  for (const { article, reference } of pairs) {
    const list = sentences(article);
    const chosen = extractiveSummary(article);
    const ours = chosen.join(' ');
    const k = chosen.length;
    const ourWords = words(ours).length;
    const all = list.map((s) => s.index);
    const ranked = textRankOrder(list);
    const score = (candidate: string) => rouge1(candidate, reference).f1;
    total.ours += score(ours);
    total.leadK += score(join(list, all.slice(0, k)));
    total.textRank += score(
      join(
        list,
        ranked.slice(0, k).sort((a, b) => a - b),
      ),
    );
    total.leadWords += score(firstWords(join(list, all), ourWords));
    total.textRankWords += score(firstWords(join(list, ranked), ourWords));
    total.lead3 += score(join(list, all.slice(0, 3)));
    total.share += ourWords / Math.max(1, words(article).length);
  }
  const mean = (value: number) => value / Math.max(1, pairs.length);
  return {
    count: pairs.length,
    ours: mean(total.ours),
    leadK: mean(total.leadK),
    textRank: mean(total.textRank),
    leadWords: mean(total.leadWords),
    textRankWords: mean(total.textRankWords),
    lead3: mean(total.lead3),
    share: mean(total.share),
  };
}

/** Mean Flesch-Kincaid grade of the texts and of their `simplify` versions. */
export function readingGrades(texts: string[]): { before: number; after: number; drop: number } {
  let before = 0;
  let after = 0;
  for (const text of texts) {
    before += fleschKincaidGrade(text);
    after += fleschKincaidGrade(summarizeOffline(text, 'simplify'));
  }
  const n = Math.max(1, texts.length);
  return { before: before / n, after: after / n, drop: (before - after) / n };
}

/** The fixed split used to hold out half of a set: items in even and in odd positions of the file. */
export function halves<T>(items: T[]): { even: T[]; odd: T[] } {
  return { even: items.filter((_, i) => i % 2 === 0), odd: items.filter((_, i) => i % 2 === 1) };
}
