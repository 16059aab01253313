import type { TFunction } from 'i18next';
import type { Doubt } from '../../../shared/doubt';
import { inlineNoteHtml, markdownToNoteHtml } from '../../lib/markdown-note-html';

/** Longest note title the notes API takes. */
const TITLE_MAX_CHARS = 200;

/** The note a solved doubt is saved as: the question as title, the answer and the simple answer as content. */
export function doubtNote(doubt: Doubt, t: TFunction<'doubt'>): { title: string; content: string; subject?: string } {
  const title = doubt.question.replace(/\s+/g, ' ').trim();
  const simple = doubt.simpleAnswer
    ? `<h3>${inlineNoteHtml(t("Explain Like I'm 5"))}</h3><p>${inlineNoteHtml(doubt.simpleAnswer)}</p>`
    : '';
  return {
    title: title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1)}…` : title,
    content: `<h3>${inlineNoteHtml(t('Detailed Explanation'))}</h3>${markdownToNoteHtml(doubt.answer)}${simple}`,
    ...(doubt.subject ? { subject: doubt.subject } : {}),
  };
}
