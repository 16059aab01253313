import { apiJson } from '../../../lib/api';

interface NoteSummary {
  id: string;
  contentText: string;
  originalContent: string | null;
}

/** The newest note's original content (its text when it was written in the editor), or null with no notes. */
export async function fetchFirstNoteContent(): Promise<{ id: string; content: string } | null> {
  const notes = await apiJson<NoteSummary[]>('GET', '/api/notes');
  const first = notes[0];
  if (!first) return null;
  return { id: first.id, content: first.originalContent || first.contentText };
}
