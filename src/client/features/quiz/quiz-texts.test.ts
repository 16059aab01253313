import { describe, expect, it } from 'vitest';
import { parseQuestionCount, scoreBand } from './quiz-texts';

describe('parseQuestionCount', () => {
  it('reads blank as the default 5 and takes whole numbers from 1 to 20', () => {
    expect(parseQuestionCount('')).toBe(5);
    expect(parseQuestionCount('  ')).toBe(5);
    expect(parseQuestionCount('1')).toBe(1);
    expect(parseQuestionCount(' 20 ')).toBe(20);
  });

  it('refuses anything else, so the form shows the spec’s message', () => {
    for (const value of ['0', '21', '2.5', 'five', '-3', '1e1x']) expect(parseQuestionCount(value), value).toBeNull();
  });
});

describe('scoreBand', () => {
  it('is high from 80, middle from 60 to 79 and low below 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual(['high', 'high', 'middle', 'middle', 'low', 'low']);
  });
});
