import { describe, expect, it } from 'vitest';
import type { DoubtDifficulty } from '../../../../shared/doubt';
import { solveDoubtOffline } from './solve';

const solve = (question: string, difficulty: DoubtDifficulty = 'medium') => solveDoubtOffline({ question, difficulty });
const numberedSteps = (answer: string) => answer.split('\n').filter((line) => /^\d+\. /.test(line));

describe('expressions, arithmetic, units and derivatives', () => {
  it('simplifies 2x + 3x - 4 to 5x - 4', () => {
    const result = solve('simplify 2x + 3x - 4');
    expect(result.kind).toBe('expression');
    expect(result.answer).toContain('**Answer:** $5x - 4$');
    expect(result.simpleAnswer).toContain('So the answer is 5x - 4.');
  });

  it('works out 15% of 240 as 36, percentage first', () => {
    const result = solve('what is 15% of 240');
    expect(result.kind).toBe('arithmetic');
    expect(numberedSteps(result.answer)[0]).toContain('per cent means out of 100');
    expect(result.answer).toContain('**Answer:** $36$');
  });

  it('adds (3/4) + (2/3) exactly to 17/12 over a common denominator', () => {
    const result = solve('what is (3/4) + (2/3)?');
    expect(result.answer).toContain('Use the common denominator $12$: $\\frac{9}{12} + \\frac{8}{12}$');
    expect(result.answer).toContain('**Answer:** $\\frac{17}{12}$');
    expect(result.simpleAnswer).toContain('17/12');
  });

  it('follows the order of operations', () => {
    const steps = numberedSteps(solve('what is 2 + 3 * 4 - (6 - 2)^2').answer);
    expect(steps.map((s) => s.split(':')[0])).toEqual(['1. Multiply', '2. Add', '3. Subtract', '4. Work out the power', '5. Subtract']);
    expect(solve('what is 2 + 3 * 4 - (6 - 2)^2').answer).toContain('**Answer:** $-2$');
  });

  it('explains division by zero instead of failing', () => {
    expect(solve('what is 1/0').answer).toContain('You cannot divide by $0$');
  });

  it('converts 5 km to about 3.107 miles, and refuses km to kg', () => {
    const result = solve('convert 5 km to miles');
    expect(result.kind).toBe('units');
    expect(result.answer).toContain('3.107');
    expect(result.simpleAnswer).toContain('about 3.107 miles');
    expect(solve('what is 5 km to kg').answer).toContain('measure different kinds of quantity');
  });

  it('differentiates x^2 + 3x to 2x + 3, naming the power rule', () => {
    const result = solve('derivative of x^2 + 3x');
    expect(result.kind).toBe('expression');
    expect(result.answer).toContain('Power rule');
    expect(result.answer).toContain('= 2x + 3$');
    expect(result.simpleAnswer).toContain('The answer is 2x + 3.');
    expect(solve('derivative of 5').answer).toContain('A constant does not change');
  });
});
