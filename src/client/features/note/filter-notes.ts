import { type Note, notePreviewText } from '../../../shared/note';

export const ALL_SUBJECTS = 'all';

export interface NotesFilter {
  search: string;
  subject: string;
}

/** A note with its search text lower-cased once, so a keystroke only runs `includes` per note. */
export interface SearchableNote {
  note: Note;
  haystack: string;
}

export function toSearchable(notes: readonly Note[]): SearchableNote[] {
  return notes.map((note) => ({
    note,
    haystack: `${note.title}\n${note.contentText}\n${note.tags.join('\n')}`.toLowerCase(),
  }));
}

export function isFilterActive({ search, subject }: NotesFilter): boolean {
  return search.trim() !== '' || subject !== ALL_SUBJECTS;
}

/** Case-insensitive search over title, content and tags; the subject is an exact match. */
export function filterNotes(notes: readonly SearchableNote[], { search, subject }: NotesFilter): Note[] {
  const needle = search.trim().toLowerCase();
  const result: Note[] = [];
  for (const { note, haystack } of notes) {
    if (subject !== ALL_SUBJECTS && note.subject !== subject) continue;
    if (needle && !haystack.includes(needle)) continue;
    result.push(note);
  }
  return result;
}

/** The subject select's options after 'All Subjects': each distinct subject once, alphabetically. */
export function distinctSubjects(notes: readonly Note[]): string[] {
  return [...new Set(notes.map((note) => note.subject))].sort((a, b) => a.localeCompare(b));
}

/** The markup-free text's first 150 characters followed by '...'. */
export function notePreview(note: Note): string {
  return notePreviewText(note.contentText);
}
