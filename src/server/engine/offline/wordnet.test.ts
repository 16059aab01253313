import { describe, expect, it } from 'vitest';
import { broader, define, lookup, siblings } from './wordnet';

describe('WordNet look-ups', () => {
  it('defines a word by its most common sense, without example sentences', () => {
    expect(define('mitochondrion')).toBe('an organelle containing enzymes responsible for producing energy');
    expect(define('quick', 'adj')).toBe('accomplished rapidly and without delay');
  });

  it('finds multi-word terms and ignores case', () => {
    expect(define('Carbon Dioxide')).toMatch(/colorless gas/);
  });

  it('gives the broader term and words of the same kind', () => {
    expect(broader('mitochondrion')).toBe('organelle');
    const same = siblings('mitochondrion');
    expect(same).toEqual(expect.arrayContaining(['lysosome', 'nucleus']));
    expect(same).not.toContain('mitochondrion');
  });

  it('reports how common a word is and answers nothing for unknown words', () => {
    expect(lookup('water', 'noun')!.tagCount).toBeGreaterThan(lookup('photosynthesis', 'noun')!.tagCount);
    expect(define('zzqx')).toBeUndefined();
    expect(define('')).toBeUndefined();
  });
});
