import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './safe-url';

describe('safeLinkUrl', () => {
  it('keeps http, https and mailto addresses', () => {
    for (const url of ['https://example.com/a?b=1', 'http://example.com', 'mailto:help@example.com']) expect(safeLinkUrl(url)).toBe(url);
  });

  it('refuses other schemes, however they are written, and relative paths', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/dashboard',
      '#top',
      '',
      undefined,
    ]) {
      expect(safeLinkUrl(url)).toBeUndefined();
    }
  });
});
