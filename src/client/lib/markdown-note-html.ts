// Markdown answers (doubts, summaries) saved as notes: the notes editor stores HTML, so the few
// markdown shapes the engines write (steps, bullets, bold, italics) become their HTML twins.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Bold and italics of one line; math stays as `$…$` text, readable and rendered again if reused. */
export function inlineNoteHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>');
}

/** Numbered steps, each with its indented parts ("   - …") as a list inside the step. */
function steps(lines: string[]): string {
  const items: { text: string; parts: string[] }[] = [];
  for (const line of lines) {
    if (/^\d+\.\s/.test(line)) items.push({ text: line.replace(/^\d+\.\s+/, ''), parts: [] });
    else items.at(-1)?.parts.push(line.trim().replace(/^-\s+/, ''));
  }
  const item = ({ text, parts }: (typeof items)[number]) =>
    `<li><p>${inlineNoteHtml(text)}</p>${parts.length ? `<ul>${parts.map((part) => `<li><p>${inlineNoteHtml(part)}</p></li>`).join('')}</ul>` : ''}</li>`;
  return `<ol>${items.map(item).join('')}</ol>`;
}

/** A markdown block as note HTML: numbered steps and bullets become lists, the rest paragraphs. */
function block(text: string): string {
  const lines = text.split('\n');
  if (/^\d+\.\s/.test(lines[0]!) && lines.every((line) => /^\d+\.\s/.test(line) || /^\s+\S/.test(line))) return steps(lines);
  if (lines.every((line) => /^\s*-\s/.test(line))) {
    return `<ul>${lines.map((line) => `<li><p>${inlineNoteHtml(line.replace(/^\s*-\s+/, ''))}</p></li>`).join('')}</ul>`;
  }
  return `<p>${lines.map(inlineNoteHtml).join('<br>')}</p>`;
}

export function markdownToNoteHtml(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((part) => part.replace(/^\n+|\s+$/g, ''))
    .filter(Boolean)
    .map(block)
    .join('');
}
