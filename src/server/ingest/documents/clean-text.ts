/** Enough for a long textbook chapter; more would only be cut again by the AI features' prompts. */
export const MAX_CONTENT_CHARS = 200_000;

// Controls (tab and newline aside), zero-width characters, soft hyphens and a stray BOM carry no text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200d\u2060\ufeff]/gu;
// Typographic ligatures (ﬁ, ﬂ…) come out of PDFs as single characters that break search and spelling.
const LIGATURES = /[\ufb00-\ufb06]/gu;

/** Cleaning only shrinks text by collapsing whitespace; this margin keeps the largest upload from holding its thread long. */
export const CLEANED_AT_MOST = MAX_CONTENT_CHARS * 5;

/** Normalises extracted text: one kind of newline, single spaces, at most one blank line, capped length. */
export function cleanText(raw: string): string {
  const text = capLength(raw, CLEANED_AT_MOST)
    .replace(/\r\n?|[\u2028\u2029\u0085]/gu, '\n')
    .replace(/\f/gu, '\n\n')
    .replace(INVISIBLE, '')
    .replace(LIGATURES, (ligature) => ligature.normalize('NFKC'))
    .normalize('NFC')
    .replace(/\.{5,}/gu, ' … ')
    .replace(/[\t \u00a0\u2000-\u200a\u202f\u205f\u3000]+/gu, ' ')
    .replace(/ *\n */gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  return capLength(text, MAX_CONTENT_CHARS);
}

/** Cuts at the last paragraph or word break before the limit, so no word or surrogate pair is split. */
export function capLength(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit + 1);
  const paragraph = head.lastIndexOf('\n\n');
  const space = head.search(/\s\S*$/u);
  const cut = paragraph > limit * 0.9 ? paragraph : space > limit * 0.9 ? space : limit;
  const result = text.slice(0, cut).trimEnd();
  return /[\ud800-\udbff]$/u.test(result) ? result.slice(0, -1) : result;
}
