import { NOTE_LIMITS } from '../../../shared/note';
import { escapeHtml } from '../../html-escape';

/** Extracted text as note HTML: a paragraph per blank-line-separated block, its line breaks kept. */
export function textToNoteHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** "Cell biology.docx" → "Cell biology"; a name with nothing left falls back to the document's own title. */
export function titleFromFileName(fileName: string, fallback: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  // Cut without leaving half of a surrogate pair (an emoji) at the end.
  return (stem || fallback)
    .slice(0, NOTE_LIMITS.titleMaxChars)
    .replace(/[\ud800-\udbff]$/u, '')
    .trim();
}
