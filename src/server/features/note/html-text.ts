import { compile, type SelectorDefinition } from 'html-to-text';

const READABLE: SelectorDefinition[] = [
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'h2', options: { uppercase: false } },
  { selector: 'h3', options: { uppercase: false } },
  { selector: 'ul', options: { itemPrefix: '- ' } },
  // TipTap wraps every list item in a paragraph; as paragraphs they would leave a blank line between items.
  { selector: 'li > p', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
];

const toPlainText = compile({
  wordwrap: false,
  selectors: [...READABLE, { selector: 'a', options: { ignoreHref: true } }, { selector: 'hr', format: 'skip' }],
});

const toExportText = compile({
  wordwrap: false,
  selectors: [...READABLE, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
});

const tidy = (text: string) => text.replace(/\n{3,}/g, '\n\n').trim();

/** Plain text of sanitized note HTML for search, previews and retrieval: blocks on their own lines, list markers kept. */
export function noteHtmlToText(html: string): string {
  return tidy(toPlainText(html));
}

/** The same, for a text export: link addresses and rules kept, as a reader of the file needs them. */
export function noteHtmlToExportText(html: string): string {
  return tidy(toExportText(html));
}
