/**
 * Text as a field of Anki's text import, which reads fields as HTML (`#html:true`): escaped, a tab
 * written as its entity so the columns hold, line breaks as <br>, and $…$ math as MathJax's \(…\).
 */
export function ankiField(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\$\$([^$]+)\$\$/g, '\\[$1\\]')
    .replace(/\$([^$\n]+)\$/g, '\\($1\\)')
    .replace(/\t/g, '&#9;')
    .replace(/\r?\n/g, '<br>');
}
