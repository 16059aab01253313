import type { Locator, Page } from '@playwright/test';
import untranslatedWords from '../../src/shared/i18n/untranslated-words.json' with { type: 'json' };

/**
 * Words a translated screen may show in Latin script: names, units, symbols and abbreviations that
 * stay as they are in every language (decision 078), the list the lint rule reads too. Keep it
 * short: anything else is a text the catalogues miss.
 */
export const UNTRANSLATED_WORDS: ReadonlySet<string> = new Set(Object.values(untranslatedWords).flat());

/**
 * The English words in the visible text of `root` (the whole page by default): every text node that
 * shows on screen (not hidden, not in <script>/<style>, not a <textarea>'s text, which React keeps
 * as the typed value, not inside [data-untranslated] such as a student's own content or code), split
 * into Latin-script words, minus the allowed ones. A screen converted to another language must answer [].
 */
export async function englishWords(page: Page, root?: Locator): Promise<string[]> {
  const scope = root ?? page.locator('body');
  const texts = await scope.evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript, textarea, [data-untranslated], .katex')) continue;
      // Shown: laid out, not hidden by CSS (text only screen readers get counts too: sr-only is laid out).
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      found.push(node.textContent);
    }
    return found;
  });
  // Single letters are variables (x = 4), tokens with a digit formulas, versions or codes (2x, v3): not words.
  // A file type written as its extension (.pdf, .zip) is a name too.
  const words = texts
    .map((text) => text.replace(/(^|[\s(,])\.[a-z]{2,4}\b/g, '$1'))
    .flatMap((text) => text.match(/[A-Za-z0-9'’-]+/g) ?? [])
    .filter((token) => token.length > 1 && /[A-Za-z]/.test(token) && !/\d/.test(token));
  return [...new Set(words.filter((word) => !UNTRANSLATED_WORDS.has(word)))];
}
