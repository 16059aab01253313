/**
 * Models write TeX between `\(…\)` and `\[…\]` as often as between dollars, but the Markdown math
 * syntax knows only dollars. Rewrites the bracket forms to dollars, leaving code untouched: fenced
 * blocks and inline code spans show their text as written. (Indented code blocks are not looked
 * for: inside list items, which answers are full of, indentation is not code.)
 */

// A fenced block (``` or ~~~, at any indentation inside lists, up to its closing fence or the end)
// or an inline code span (a run of backticks up to the same run).
const CODE = /^[ \t>]*(`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?\n[ \t>]*\1[`~]*[ \t]*(?=\n|$)|[\s\S]*$)|(`+)[\s\S]*?[^`]\2(?!`)/gm;

// A backslash that is not itself escaped, then [ or (, up to the closer.
const DISPLAY = /(?<!\\)\\\[([\s\S]+?)(?<!\\)\\\]/g;
const INLINE = /(?<!\\)\\\(([\s\S]+?)(?<!\\)\\\)/g;
const LINE_PREFIX = /(?:^|\n)([ \t>]*)$/;

function convertProse(text: string): string {
  return text
    .replace(DISPLAY, (match, tex: string, offset: number) => {
      // Alone on its line it is a display block (kept inside its list item or quote); inside a
      // sentence it stays inline.
      const prefix = LINE_PREFIX.exec(text.slice(0, offset))?.[1];
      const after = text.slice(offset + match.length);
      if (prefix === undefined || !/^[ \t]*(?:\n|$)/.test(after)) return `$$${tex.trim()}$$`;
      const lines = tex
        .trim()
        .split('\n')
        .map((line) => `${prefix}${line.trim()}`);
      return ['$$', ...lines, `${prefix}$$`].join('\n');
    })
    .replace(INLINE, (_match, tex: string) => `$${tex.trim()}$`);
}

export function bracketMathToDollars(markdown: string): string {
  if (!markdown.includes('\\(') && !markdown.includes('\\[')) return markdown;
  let result = '';
  let last = 0;
  for (const match of markdown.matchAll(CODE)) {
    result += convertProse(markdown.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + convertProse(markdown.slice(last));
}
