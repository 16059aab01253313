import { describe, expect, it } from 'vitest';
import { rouge1, rougeL } from './rouge';

describe('ROUGE', () => {
  it('scores identical texts 1 and disjoint texts 0', () => {
    expect(rouge1('the cat sat', 'The cat sat.').f1).toBe(1);
    expect(rougeL('the cat sat', 'the cat sat').f1).toBe(1);
    expect(rouge1('dogs bark', 'the cat sat').f1).toBe(0);
  });

  it('clips repeated words to their count in the reference', () => {
    const score = rouge1('the the the the', 'the cat');
    expect(score.precision).toBeCloseTo(1 / 4);
    expect(score.recall).toBeCloseTo(1 / 2);
  });

  it('counts the longest common subsequence for ROUGE-L', () => {
    // LCS of "police killed the gunman" and "police kill the gunman" is "police the gunman" (3).
    const score = rougeL('police killed the gunman', 'police kill the gunman');
    expect(score.recall).toBeCloseTo(3 / 4);
    expect(score.f1).toBeCloseTo(3 / 4);
  });
});
