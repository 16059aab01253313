import type { compile as Compile, SelectorDefinition } from 'html-to-text';
import { lazyRequire } from '../../lazy-require';

const loadHtmlToText = lazyRequire<{ compile: typeof Compile }>('html-to-text');

const READABLE: SelectorDefinition[] = [
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'h2', options: { uppercase: false } },
  { selector: 'h3', options: { uppercase: false } },
  { selector: 'ul', options: { itemPrefix: '- ' } },
  // TipTap wraps every list item in a paragraph; as paragraphs they would leave a blank line between items.
  { selector: 'li > p', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
];

type Converter = ReturnType<typeof Compile>;
let converters: { toPlainText: Converter; toExportText: Converter } | undefined;

// Compiled on the first note written or exported rather than at start.
function compiled() {
  const { compile } = loadHtmlToText();
  converters ??= {
    toPlainText: compile({
      wordwrap: false,
      selectors: [...READABLE, { selector: 'a', options: { ignoreHref: true } }, { selector: 'hr', format: 'skip' }],
    }),
    toExportText: compile({
      wordwrap: false,
      selectors: [...READABLE, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
    }),
  };
  return converters;
}

const tidy = (text: string) => text.replace(/\n{3,}/g, '\n\n').trim();

/** Plain text of sanitized note HTML for search, previews and retrieval: blocks on their own lines, list markers kept. */
export function noteHtmlToText(html: string): string {
  return tidy(compiled().toPlainText(html));
}

/** The same, for a text export: link addresses and rules kept, as a reader of the file needs them. */
export function noteHtmlToExportText(html: string): string {
  return tidy(compiled().toExportText(html));
}
