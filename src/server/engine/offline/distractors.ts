import { shuffle } from './seeded';
import type { Term } from './terms';
import { siblings } from './wordnet';

const NEEDED = 3;

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/\s+/));
}

/** Plausible neighbours of a number: nearby years stay years, other values are scaled. */
function numberNeighbours(value: string): string[] {
  const n = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(n)) return [];
  const isYear = Number.isInteger(n) && n >= 1000 && n <= 2100;
  const candidates = isYear
    ? [n - 13, n + 10, n + 15, n - 5, n + 4]
    : Number.isInteger(n)
      ? [n * 2, Math.round(n / 2), n + Math.max(1, Math.round(n * 0.25)), n * 10]
      : [n * 2, n / 2, n * 1.5];
  return [...new Set(candidates.filter((c) => c !== n && c > 0).map((c) => String(Number(c.toFixed(2)))))];
}

/**
 * Three wrong options of the same kind as the answer, from the same material: other names for a
 * name, other concepts (preferring the same number of words) for a concept, nearby values for a
 * number. Never the answer itself, a word of it, or something the question already shows.
 */
export function pickDistractors(answer: Term, terms: Term[], questionText: string): string[] | null {
  const answerWords = wordsOf(answer.key);
  const shown = questionText.toLowerCase();
  if (answer.kind === 'number') {
    const fromText = terms.filter((t) => t.kind === 'number' && t.key !== answer.key).map((t) => t.text);
    const pool = [...new Set([...fromText.slice(0, 2), ...numberNeighbours(answer.text)])];
    const chosen = shuffle(pool, answer.key).slice(0, NEEDED);
    return chosen.length === NEEDED ? chosen : null;
  }
  const size = answer.key.split(' ').length;
  const usable = terms.filter((t) => {
    if (t.kind !== answer.kind || t.key === answer.key) return false;
    if ([...wordsOf(t.key)].some((w) => answerWords.has(w))) return false;
    return !new RegExp(`\\b${t.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(shown);
  });
  const sameSize = usable.filter((t) => t.key.split(' ').length === size);
  const ordered = [...sameSize, ...usable.filter((t) => t.key.split(' ').length !== size)];
  const picked: string[] = [];
  // The material's own terms first; WordNet's words of the same kind fill the gaps.
  const pool = [...ordered.slice(0, 8).map((t) => t.text), ...(answer.kind === 'concept' ? siblings(answer.key) : [])];
  for (const text of pool) {
    if (picked.length === NEEDED) break;
    const lower = text.toLowerCase();
    if (lower === answer.text.toLowerCase() || picked.some((p) => p.toLowerCase() === lower)) continue;
    if (lower.split(/\s+/).some((w) => answerWords.has(w)) || shown.includes(lower)) continue;
    picked.push(text);
  }
  return picked.length === NEEDED ? picked : null;
}
