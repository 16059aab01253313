import { describe, expect, it } from 'vitest';
import { DOUBT_MAX_CHARS, DOUBT_MESSAGES, type DoubtDifficulty } from '../../../../shared/doubt';
import { engineHttpError } from '../../../http-error';
import { EngineError } from '../../errors';
import { solveDoubtOffline } from './solve';

const solve = (question: string, difficulty: DoubtDifficulty = 'medium') => solveDoubtOffline({ question, difficulty });

/** Unescaped `$` signs pair up, and no span is empty, so KaTeX renders every one. */
function expectBalancedMath(text: string) {
  const dollars = text.match(/(?<!\\)\$/g) ?? [];
  expect(dollars.length % 2, text).toBe(0);
  expect(text).not.toMatch(/(?<!\\)\$\$/);
}

describe('difficulty, determinism and safety', () => {
  it('shows main steps on easy, their parts on medium, and why each is valid on hard', () => {
    const easy = solve('2x + 3 = 11', 'easy').answer;
    const medium = solve('2x + 3 = 11', 'medium').answer;
    const hard = solve('2x + 3 = 11', 'hard').answer;
    expect(easy).not.toMatch(/^ {3}- /m);
    expect(medium).toMatch(/^ {3}- /m);
    expect(medium).not.toContain('*Why:*');
    expect(hard).toContain('*Why:* Doing the same thing to both sides keeps the equation balanced.');
    expect(easy.length).toBeLessThan(medium.length);
    expect(medium.length).toBeLessThan(hard.length);
  });

  it('gives the same answer every time', () => {
    for (const question of ['3(x - 2) = 12', 'what is (3/4) + (2/3)?', 'What is photosynthesis?']) {
      expect(solve(question)).toEqual(solve(question));
    }
  });

  it('keeps every math span balanced, including a $ the student typed', () => {
    const questions = ['2x + 3 = 11', '3(x - 2) = 12', 'simplify 2x + 3x - 4', '15% of 240', '(3/4) + (2/3)', '5 km to miles'];
    questions.push('derivative of x^2 + 3x', 'x^2 + 2x - 1 = 0', 'what is 1/0', 'Is $5 a lot?', 'What is photosynthesis?');
    for (const question of questions) {
      for (const difficulty of ['easy', 'hard'] as const) {
        const { answer, simpleAnswer } = solve(question, difficulty);
        expectBalancedMath(answer);
        expectBalancedMath(simpleAnswer);
      }
    }
  });

  it('rejects a blank or overlong question with a 400', () => {
    for (const question of ['', '   \n ', 'x'.repeat(DOUBT_MAX_CHARS + 1)]) {
      let caught: unknown;
      try {
        solve(question);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EngineError);
      expect(engineHttpError(caught as EngineError).status).toBe(400);
    }
    expect(() => solve(' ')).toThrow(DOUBT_MESSAGES.questionRequired);
  });

  it('answers math it cannot solve, and huge expansions, without an error', () => {
    const cubic = solve('solve x^3 = 8');
    expect(cubic.kind).toBe('general');
    expect(cubic.answer).toContain('could not work it out step by step');
    expect(solve('simplify (2x+3)^5*(x+1)^4').kind).toBe('expression');
    expect(solve('what is 99^99^99').answer).toContain('too large');
  });
});
