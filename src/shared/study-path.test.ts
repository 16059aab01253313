import { describe, expect, it } from 'vitest';
import { countCompletedSteps, pathStatus, progressPercent } from './study-path';

describe('study path progress', () => {
  it('counts only the done flags of real steps', () => {
    expect(countCompletedSteps({}, 5)).toBe(0);
    expect(countCompletedSteps({ 0: true, 1: false, 4: true, 5: true, 9: true }, 5)).toBe(2);
  });

  it('is completed over total steps, rounded to a whole percent', () => {
    expect(progressPercent(0, 7)).toBe(0);
    expect(progressPercent(1, 7)).toBe(14);
    expect(progressPercent(2, 7)).toBe(29);
    expect(progressPercent(1, 8)).toBe(13);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('reads Completed at 100 %, In Progress above 0 and Not Started otherwise', () => {
    expect(pathStatus(100)).toBe('Completed');
    expect(pathStatus(99)).toBe('In Progress');
    expect(pathStatus(1)).toBe('In Progress');
    expect(pathStatus(0)).toBe('Not Started');
  });
});
