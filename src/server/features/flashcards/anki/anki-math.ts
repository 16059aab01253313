// Studium writes math as $…$ and $$…$$; Anki (and AnkiDroid) render MathJax between \(…\) and \[…\].

// An escaped dollar, display math, or inline math as pandoc reads it: no space just inside the
// dollars and no digit right after the closing one, so "$5 and $10" stays currency. Each match
// stays within a line (inline) or ends at the next `$$` (display): the scan never crosses the text twice.
const DOLLAR_MATH = /\\\$|\$\$([^$]+?)\$\$|\$(?![\s$])([^$\n]*?[^\s$\\])\$(?!\d)/g;

/** `$…$` → `\(…\)` and `$$…$$` → `\[…\]`; `\$` and currency are left as they are. */
export function toAnkiMath(text: string): string {
  return text.replace(DOLLAR_MATH, (match, display: string | undefined, inline: string | undefined) => {
    if (display !== undefined) return `\\[${display}\\]`;
    if (inline !== undefined) return `\\(${inline}\\)`;
    return match;
  });
}

/** A card side as an Anki field: HTML-escaped, line breaks as <br>, math in MathJax delimiters. */
export function toAnkiField(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return toAnkiMath(escaped).replace(/\r?\n/g, '<br>');
}
