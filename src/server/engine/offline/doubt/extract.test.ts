import { describe, expect, it } from 'vitest';
import { extractMath } from './extract';

const found = (question: string) => {
  const problem = extractMath(question);
  return problem && { kind: problem.kind, text: problem.text };
};

describe('finding the math in a question by parsing', () => {
  it.each([
    ['Solve 2x + 3 = 11', 'equation', '2x + 3 = 11'],
    ['solve for x: 3(x - 2) = 12', 'equation', '3(x - 2) = 12'],
    ['Solve 2x+3=11 for x.', 'equation', '2x+3=11'],
    ['simplify 2x + 3x - 4', 'expression', '2x + 3x - 4'],
    ['what is 15% of 240', 'arithmetic', '15% * 240'],
    ['What is 15 percent of 240?', 'arithmetic', '15% * 240'],
    ['what is (3/4) + (2/3)?', 'arithmetic', '(3/4) + (2/3)'],
    ['how much is 12 × 3 ÷ 4', 'arithmetic', '12 * 3 / 4'],
    ['2 + 2 = ?', 'arithmetic', '2 + 2'],
    ['convert 5 km to miles', 'units', '5 km to miles'],
    ['derivative of x^2 + 3x', 'derivative', 'x^2 + 3x'],
    ['differentiate t^3 with respect to t', 'derivative', 't^3'],
    ['Solve $2x + 3 = 11$', 'equation', '2x + 3 = 11'],
  ])('%s → %s', (question, kind, text) => {
    expect(found(question)).toEqual({ kind, text });
  });

  const prose = ['What is photosynthesis?', 'What happened in 1789?', 'Explain chapter 5 - 6 of the book', 'Explain World War 2'];
  it.each([...prose, 'what is x', 'what is 5', 'Is x-ray dangerous?', ''])('%s is not math', (question) => {
    expect(extractMath(question)).toBeNull();
  });

  it('names the variable to differentiate by', () => {
    const problem = extractMath('differentiate a*t^2 with respect to t');
    expect(problem?.kind === 'derivative' && problem.variable).toBe('t');
  });

  it('leaves a math part longer than 200 characters alone', () => {
    expect(extractMath(Array.from({ length: 90 }, () => 'x').join('+'))).toBeNull();
  });
});
