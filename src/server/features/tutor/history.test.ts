import { describe, expect, it } from 'vitest';
import { historyWindow } from './history';

const turns = (...sizes: number[]) =>
  sizes.map((size, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: 'x'.repeat(size) }));

describe('historyWindow', () => {
  it('keeps the latest turns that fit the budget, oldest first', () => {
    const window = historyWindow(turns(50, 40, 30, 20), 60);
    expect(window.map((t) => t.content.length)).toEqual([30, 20]);
  });

  it('keeps nothing older than a turn that does not fit, so no gap opens in the conversation', () => {
    expect(historyWindow(turns(10, 100, 10), 50).map((t) => t.content.length)).toEqual([10]);
  });

  it('keeps everything that fits', () => {
    expect(historyWindow(turns(1, 2, 3), 100)).toHaveLength(3);
  });
});
