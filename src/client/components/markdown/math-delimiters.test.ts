import { describe, expect, it } from 'vitest';
import { bracketMathToDollars } from './math-delimiters';

describe('bracketMathToDollars', () => {
  it('turns \\(…\\) into inline dollars', () => {
    expect(bracketMathToDollars('Area is \\( \\pi r^2 \\) here.')).toBe('Area is $\\pi r^2$ here.');
  });

  it('turns \\[…\\] on its own lines into a display block', () => {
    expect(bracketMathToDollars('Solve:\n\\[\nx = \\frac{-b}{2a}\n\\]\nDone.')).toBe('Solve:\n$$\nx = \\frac{-b}{2a}\n$$\nDone.');
  });

  it('keeps a display block inside its list item', () => {
    expect(bracketMathToDollars('1. First\n   \\[ a^2 + b^2 = c^2 \\]')).toBe('1. First\n   $$\n   a^2 + b^2 = c^2\n   $$');
  });

  it('keeps \\[…\\] in the middle of a sentence inline', () => {
    expect(bracketMathToDollars('so \\[x=1\\] holds')).toBe('so $$x=1$$ holds');
  });

  it('leaves inline code and fenced code as written', () => {
    const source = 'Use `\\(x\\)` in TeX.\n\n```latex\n\\[ y \\]\n```\n\nBut \\(z\\) is math.';
    expect(bracketMathToDollars(source)).toBe('Use `\\(x\\)` in TeX.\n\n```latex\n\\[ y \\]\n```\n\nBut $z$ is math.');
  });

  it('leaves an unclosed fence alone to the end', () => {
    expect(bracketMathToDollars('~~~\n\\(a\\)\nstill code')).toBe('~~~\n\\(a\\)\nstill code');
  });

  it('leaves escaped backslashes and dollar math unchanged', () => {
    expect(bracketMathToDollars('a \\\\(b) and $c$')).toBe('a \\\\(b) and $c$');
  });
});
