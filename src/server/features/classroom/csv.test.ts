import { describe, expect, it } from 'vitest';
import { csvField } from './csv';

describe('a CSV field', () => {
  it.each([
    ['Asha Verma', '"Asha Verma"'],
    [100, '"100"'],
    ['', '""'],
    ['Jean-Luc O@k+1=2', '"Jean-Luc O@k+1=2"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+1', `"'=1+1"`],
    ['Bob;=1+1', `"Bob;'=1+1"`],
    ['a,+1', `"a,'+1"`],
    ['a\t-1', `"a\t'-1"`],
    ['a; @SUM(A1)', `"a; '@SUM(A1)"`],
    ['a;"=1+1"', `"a;""'=1+1"""`],
    ['a;\t=1', `"a;'\t'=1"`],
    ['line\n=1', `"line\n'=1"`],
    ['\r=1', `"'\r'=1"`],
  ])('%j is written as %s', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});
