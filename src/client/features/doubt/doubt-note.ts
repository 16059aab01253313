import type { Doubt } from '../../../shared/doubt';

/** Longest note title the notes API takes. */
const TITLE_MAX_CHARS = 200;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Bold and italics of one line; math stays as `$…$` text, readable and rendered again if reused. */
function inline(text: string): string {
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
    `<li><p>${inline(text)}</p>${parts.length ? `<ul>${parts.map((part) => `<li><p>${inline(part)}</p></li>`).join('')}</ul>` : ''}</li>`;
  return `<ol>${items.map(item).join('')}</ol>`;
}

/** A markdown block as note HTML: numbered steps and bullets become lists, the rest paragraphs. */
function block(text: string): string {
  const lines = text.split('\n');
  if (/^\d+\.\s/.test(lines[0]!) && lines.every((line) => /^\d+\.\s/.test(line) || /^\s+\S/.test(line))) return steps(lines);
  if (lines.every((line) => /^\s*-\s/.test(line))) {
    return `<ul>${lines.map((line) => `<li><p>${inline(line.replace(/^\s*-\s+/, ''))}</p></li>`).join('')}</ul>`;
  }
  return `<p>${lines.map(inline).join('<br>')}</p>`;
}

export function markdownToNoteHtml(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((part) => part.replace(/^\n+|\s+$/g, ''))
    .filter(Boolean)
    .map(block)
    .join('');
}

/** The note a solved doubt is saved as: the question as title, the answer and the simple answer as content. */
export function doubtNote(doubt: Doubt): { title: string; content: string; subject?: string } {
  const title = doubt.question.replace(/\s+/g, ' ').trim();
  const simple = doubt.simpleAnswer ? `<h3>Explain Like I'm 5</h3><p>${inline(doubt.simpleAnswer)}</p>` : '';
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    content: `<h3>Detailed Explanation</h3>${markdownToNoteHtml(doubt.answer)}${simple}`,
    ...(doubt.subject ? { subject: doubt.subject } : {}),
  };
}
