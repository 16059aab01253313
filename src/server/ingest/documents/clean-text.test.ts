import { describe, expect, it } from 'vitest';
import { capLength, cleanText, MAX_CONTENT_CHARS } from './clean-text';
import { decodeText } from './decode-text';
import { joinWrappedLines, looksLikeText } from './pdf';

describe('cleaning extracted text', () => {
  it('collapses spaces, keeps at most one blank line and strips controls and invisible characters', () => {
    const raw = '  Cells\u00a0 \tdivide.\r\n\r\n\r\n\r\nMito\u00adchon\u200bdria\u0007 make\u0000 ATP.\f Next\u2028page ';
    expect(cleanText(raw)).toBe('Cells divide.\n\nMitochondria make ATP.\n\nNext\npage');
  });

  it('spells out ligatures and shortens dot leaders', () => {
    expect(cleanText('The ﬁrst ﬂow ........ 12')).toBe('The first flow … 12');
  });

  it(`caps content at ${MAX_CONTENT_CHARS} characters on a word break`, () => {
    const text = cleanText('osmosis '.repeat(40_000));
    expect(text.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(text.endsWith('osmosis')).toBe(true);
  });

  it('never leaves half a surrogate pair', () => {
    expect(capLength('ab😀', 3)).toBe('ab');
  });
});

describe('decoding plain text', () => {
  it('reads UTF-8 with or without BOM and UTF-16 in both byte orders', () => {
    expect(decodeText(Buffer.from('\ufeffnaïve', 'utf8'))).toBe('naïve');
    expect(decodeText(Buffer.from([0xfe, 0xff, 0x00, 0x41, 0x00, 0xe9]))).toBe('Aé');
    expect(decodeText(Buffer.from([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]))).toBe('Aé');
  });

  it('falls back to Windows-1252, as Excel saves CSV, but not for binary', () => {
    expect(decodeText(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x80, 0x35]))).toBe('café,€5');
    expect(decodeText(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x01]))).toBeUndefined();
    expect(decodeText(Buffer.from('one\0two'))).toBeUndefined();
    expect(decodeText(Buffer.from([0xff, 0xfe, 0x41]))).toBeUndefined();
  });
});

describe('PDF text layers', () => {
  it('tells text from glyph codes and from nearly empty pages', () => {
    expect(looksLikeText('Photosynthesis makes glucose.', 1)).toBe(true);
    expect(looksLikeText('\u0002\u0003\u0004 \u0005\u0003\u0006 Overview \u0007\b\u000e\u000f\u0010\u0011\u0012\u0013\u0014', 1)).toBe(
      false,
    );
    expect(looksLikeText('\ue000\ue001\ue002\ue003\ue004\ue005\ue006\ue007\ue008\ue009\ue00a\ue00b\ue00c', 1)).toBe(false);
    expect(looksLikeText('Page 1', 2)).toBe(false);
  });

  it('joins wrapped lines but keeps headings, sentence ends and contents lines apart', () => {
    const text = [
      'Heading',
      'A long line of prose that wraps at the',
      'margin and then ends here.',
      'Next line.',
      'Chapter 1 ........ 2',
    ].join('\n');
    expect(joinWrappedLines(text)).toBe(
      'Heading\nA long line of prose that wraps at the margin and then ends here.\nNext line.\nChapter 1 ........ 2',
    );
  });
});
