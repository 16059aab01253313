import { describe, expect, it } from 'vitest';
import { stripControlChars, wellFormed } from './control-chars';

describe('stripControlChars', () => {
  it('removes NUL and the other C0 controls but keeps tab, LF and CR', () => {
    expect(stripControlChars('a\u0000b\u0001c\u001fd\te\nf\rg\u000bh\u000ci')).toBe('abcd\te\nf\rghi');
  });

  it('gives text without controls back unchanged', () => {
    const text = 'Photosynthesis — 光合作用 ∑x²';
    expect(stripControlChars(text)).toBe(text);
  });
});

describe('wellFormed', () => {
  it('replaces each lone surrogate with U+FFFD and keeps pairs', () => {
    expect(wellFormed('a\ud800b\udc00c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00');
    expect(wellFormed('\ud83d')).toBe('\ufffd');
    expect(() => encodeURIComponent(wellFormed('x\udfff'))).not.toThrow();
  });
});
