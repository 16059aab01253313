import { describe, expect, it } from 'vitest';
import { isAllowedNoteLink, NOTE_HTML_ATTRIBUTES, NOTE_HTML_STYLES, NOTE_HTML_TAGS } from './note-html';

describe('the note HTML allow-list', () => {
  it('allows http(s) and mailto links only, read as a browser reads them', () => {
    for (const href of ['https://example.com/a', 'http://example.com', '  https://example.com ', 'mailto:a@example.com']) {
      expect(isAllowedNoteLink(href), href).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav\tascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/notes/1',
      '',
      null,
      undefined,
    ]) {
      expect(isAllowedNoteLink(href), String(href)).toBe(false);
    }
  });

  it('names attributes only for elements it keeps, and aligns only with the four alignments', () => {
    for (const tag of Object.keys(NOTE_HTML_ATTRIBUTES)) expect(NOTE_HTML_TAGS, tag).toContain(tag);
    expect(Object.keys(NOTE_HTML_STYLES)).toEqual(['text-align']);
    for (const value of ['left', 'center', 'right', 'justify']) expect(NOTE_HTML_STYLES['text-align']!.test(value)).toBe(true);
    for (const value of ['start', 'center; position: fixed', 'url(x)']) expect(NOTE_HTML_STYLES['text-align']!.test(value)).toBe(false);
  });
});
