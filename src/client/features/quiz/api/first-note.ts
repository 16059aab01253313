import type { Note, NotePreviewPage } from '../../../../shared/note';
import { apiJson } from '../../../lib/api';

/**
 * The newest note's original content (its text when it was written in the editor), or null with no
 * notes: its card first (no note text), then that one note.
 */
export async function fetchFirstNoteContent(): Promise<{ id: string; content: string } | null> {
  const { notes } = await apiJson<NotePreviewPage>('GET', '/api/notes/previews?limit=1');
  const first = notes[0];
  if (!first) return null;
  const note = await apiJson<Note>('GET', `/api/notes/${encodeURIComponent(first.id)}`);
  return { id: note.id, content: note.originalContent || note.contentText };
}
