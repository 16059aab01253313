import type { ReactNode } from 'react';

// A translated sentence that quotes the student's own words (a name, a deck, a concept): the words
// are marked as content ([data-untranslated]), the sentence around them is the screen's.

/** The placeholder value to translate with; `withContent` puts the content where it lands. */
export const CONTENT_MARK = '\u0000';

/** `translated` (made with CONTENT_MARK as one value) with `content` in its place, marked as content. */
export function withContent(translated: string, content: string): ReactNode {
  const at = translated.indexOf(CONTENT_MARK);
  if (at < 0) return translated;
  return (
    <>
      {translated.slice(0, at)}
      <span data-untranslated>{content}</span>
      {translated.slice(at + CONTENT_MARK.length)}
    </>
  );
}
