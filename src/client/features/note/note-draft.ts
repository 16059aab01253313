import { DEFAULT_NOTE_SUBJECT, type Note, type NoteInput, parseTags } from '../../../shared/note';

/** What the create and edit dialogs hold while the user types; `text` is the editor's plain text. */
export interface NoteDraft {
  title: string;
  subject: string;
  tags: string;
  html: string;
  text: string;
}

export const EMPTY_DRAFT: NoteDraft = { title: '', subject: '', tags: '', html: '', text: '' };

export function draftFromNote(note: Note): NoteDraft {
  return { title: note.title, subject: note.subject, tags: note.tags.join(', '), html: note.content, text: note.contentText };
}

/** Title and content required after trimming; an empty paragraph is no content. */
export function isDraftComplete(draft: NoteDraft): boolean {
  return draft.title.trim() !== '' && draft.text.trim() !== '';
}

/** Blank subject → 'General'; tags sent only when at least one remains. */
export function createInput(draft: NoteDraft): NoteInput {
  const tags = parseTags(draft.tags);
  return {
    title: draft.title.trim(),
    content: draft.html,
    subject: draft.subject.trim() || DEFAULT_NOTE_SUBJECT,
    ...(tags.length > 0 ? { tags } : {}),
  };
}

/** An update always sends every field, so clearing the tags clears them. */
export function updateInput(draft: NoteDraft): Required<NoteInput> {
  return {
    title: draft.title.trim(),
    content: draft.html,
    subject: draft.subject.trim() || DEFAULT_NOTE_SUBJECT,
    tags: parseTags(draft.tags),
  };
}
