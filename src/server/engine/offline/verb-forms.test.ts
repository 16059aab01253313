import { describe, expect, it } from 'vitest';
import { isIngOf, pastTense, thirdPerson } from './verb-forms';

describe('verb forms for a sentence told again', () => {
  it('gives the simple past, regular or irregular, and never a participle', () => {
    const pasts = ['enter', 'save', 'try', 'take', 'put', 'win', 'begin', 'sing', 'go', 'show', 'prove', 'work', 'plan'].map(pastTense);
    expect(pasts).toEqual([
      'entered',
      'saved',
      'tried',
      'took',
      'put',
      'won',
      'began',
      'sang',
      'went',
      'showed',
      'proved',
      'worked',
      'planned',
    ]);
    expect(pastTense('be')).toBeUndefined();
  });

  it('gives the third person singular and checks an "-ing" form against its lemma', () => {
    expect(['enter', 'try', 'have', 'miss'].map(thirdPerson)).toEqual(['enters', 'tries', 'has', 'misses']);
    expect(isIngOf('surging', 'surge')).toBe(true);
    expect(isIngOf('winning', 'win')).toBe(true);
    expect(isIngOf('things', 'thing')).toBe(false);
  });
});
