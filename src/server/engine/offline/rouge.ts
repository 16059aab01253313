import { words } from './nlp';

export interface Score {
  precision: number;
  recall: number;
  f1: number;
}

function f1(overlapCount: number, candidateLength: number, referenceLength: number): Score {
  const precision = candidateLength ? overlapCount / candidateLength : 0;
  const recall = referenceLength ? overlapCount / referenceLength : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** ROUGE-1 on lower-cased word tokens, with clipped counts (as in ROUGE-1.5.5, no stemming). */
export function rouge1(candidate: string, reference: string): Score {
  const c = words(candidate);
  const r = words(reference);
  const counts = new Map<string, number>();
  for (const w of r) counts.set(w, (counts.get(w) ?? 0) + 1);
  let overlapCount = 0;
  for (const w of c) {
    const left = counts.get(w) ?? 0;
    if (left > 0) {
      overlapCount += 1;
      counts.set(w, left - 1);
    }
  }
  return f1(overlapCount, c.length, r.length);
}

/** ROUGE-L: the longest common subsequence of the two token sequences. */
export function rougeL(candidate: string, reference: string): Score {
  const c = words(candidate);
  const r = words(reference);
  let previous = new Uint32Array(r.length + 1);
  for (let i = 1; i <= c.length; i += 1) {
    const current = new Uint32Array(r.length + 1);
    for (let j = 1; j <= r.length; j += 1) {
      current[j] = c[i - 1] === r[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    previous = current;
  }
  return f1(previous[r.length]!, c.length, r.length);
}
