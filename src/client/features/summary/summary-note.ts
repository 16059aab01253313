import type { TFunction } from 'i18next';
import { SUMMARY_MODE_LABELS, type SummaryMode } from '../../../shared/summary';
import { markdownToNoteHtml } from '../../lib/markdown-note-html';

export interface SummaryNoteSource {
  title: string;
  mode: SummaryMode;
  summary: string;
}

/** Longest note title the notes API takes. */
const TITLE_MAX_CHARS = 200;

/** The note a summary is saved as: its title, and the summary under a heading naming the mode in the reader's language. */
export function summaryNote({ title, mode, summary }: SummaryNoteSource, t: TFunction<'summary'>): { title: string; content: string } {
  const oneLine = title.replace(/\s+/g, ' ').trim();
  return {
    title: oneLine.length > TITLE_MAX_CHARS ? `${oneLine.slice(0, TITLE_MAX_CHARS - 1)}…` : oneLine,
    content: `<h3>${t(SUMMARY_MODE_LABELS[mode])}</h3>${markdownToNoteHtml(summary)}`,
  };
}
