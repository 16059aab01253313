import { describe, expect, it } from 'vitest';
import { parseTabSeparated, replaceDelimited, stripTags } from './transfer';

// The patterns the import used before decision 043: the scans must give the same text on any input.
const oldStripTags = (text: string) => text.replace(/<[^>]+>/g, '');
const oldDisplayMath = (text: string) => text.replace(/\\\[([\s\S]+?)\\\]/g, '$$$$$1$$$$');
const oldInlineMath = (text: string) => text.replace(/\\\(([\s\S]+?)\\\)/g, '$$$1$$');

describe('the import field scans', () => {
  it('remove tags and turn MathJax delimiters into dollars exactly as the patterns did', () => {
    let seed = 43;
    // A fixed linear congruential sequence: the same strings on every run.
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pieces = ['<', '>', '<b>', '\\[', '\\]', '\\(', '\\)', '\\', '[', ']', '(', ')', 'x', ' ', '\n', '<>'];
    for (let i = 0; i < 3_000; i += 1) {
      const length = Math.floor(random() * 14);
      const text = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(stripTags(text), JSON.stringify(text)).toBe(oldStripTags(text));
      expect(replaceDelimited(text, '\\[', '\\]', '$$', '$$'), JSON.stringify(text)).toBe(oldDisplayMath(text));
      expect(replaceDelimited(text, '\\(', '\\)', '$', '$'), JSON.stringify(text)).toBe(oldInlineMath(text));
    }
  });

  it('reads a 900,000-character file of unclosed tags and delimiters in well under a second', () => {
    for (const unit of ['<', '\\[', '\\(']) {
      const content = `#html:true\na${unit.repeat(899_000 / unit.length)}\tb`;
      const start = performance.now();
      const parsed = parseTabSeparated(content);
      // Quadratic, the `<` run took minutes; the scan takes milliseconds (a wide margin for a busy machine).
      expect(performance.now() - start).toBeLessThan(1_000);
      expect(parsed).toEqual({ cards: [], skipped: 1 });
    }
  });
});
