// Notes: constants, texts and types shared by the /notes screen and the notes API (zod lives in notes.schema.ts).

import { LIST_PAGE_SIZE } from './list-page';

export const DEFAULT_NOTE_SUBJECT = 'General';

export const NOTE_LIMITS = {
  titleMaxChars: 200,
  /** Size of the stored (sanitized) HTML, in UTF-8 bytes. */
  contentMaxBytes: 200_000,
  maxTags: 20,
  tagMaxChars: 40,
  previewChars: 150,
  tagsOnCard: 3,
  subjectMaxChars: 100,
  /** Notes one export request may name. */
  maxExportIds: 10_000,
} as const;

/**
 * What one user may keep. Past either, creating or importing a note is refused, and so is an edit
 * that would grow the notes past the size. The size counts the stored text of every note (title,
 * HTML, plain text and an imported file's text) in UTF-8 bytes.
 */
export const NOTE_QUOTA = { maxNotes: 5_000, maxBytes: 200_000_000 } as const;

/**
 * Past `screenful` notes the /notes screen reads its list a page at a time and searches on the
 * server; up to it, it reads the full list and filters in the browser (decision 037).
 */
export const NOTE_PAGING = {
  screenful: 50,
  /** Cards per page: fills a tall screen in any of the 1, 2 or 3 column layouts (a multiple of 6). */
  pageSize: 48,
  maxPageSize: 100,
  searchMaxChars: 200,
  /**
   * Notes, with their text, in one answer of GET /api/notes: the newest first, the rest a page at a
   * time through its `cursor` query (the answer's x-next-cursor header). Above `screenful`, so the
   * /notes screen's small mode still reads every note at once.
   */
  fullListPage: LIST_PAGE_SIZE,
} as const;

export const NOTE_MESSAGES = {
  validationTitle: 'Validation Error',
  titleAndContentRequired: 'Please provide both title and content for the note.',
  titleTooLong: `Please keep the title to at most ${NOTE_LIMITS.titleMaxChars} characters.`,
  contentTooLarge: 'This note is too long: please keep its content under 200 KB, or split it into several notes.',
  tooManyTags: `Please use at most ${NOTE_LIMITS.maxTags} tags.`,
  tagTooLong: `Please keep each tag to at most ${NOTE_LIMITS.tagMaxChars} characters.`,
  subjectInvalid: 'The subject must be text.',
  subjectTooLong: `Please keep the subject to at most ${NOTE_LIMITS.subjectMaxChars} characters.`,
  tagsInvalid: 'Tags must be a list of words or phrases.',
  notFound: 'Note not found',
  exportSelectionInvalid: 'Choose the notes to export by their ids or by a subject.',
  noNotesToExport: 'There are no notes to export.',
  searchRequired: 'Type what to search for.',
  searchTooLong: `Please keep the search to at most ${NOTE_PAGING.searchMaxChars} characters.`,
  limitInvalid: `The page size must be a whole number from 1 to ${NOTE_PAGING.maxPageSize}.`,
  cursorInvalid: 'This page of notes is no longer available: please reload the list.',
  subjectFilterInvalid: 'The subject filter must be text.',
  tooManyNotes: `You have reached the limit of ${NOTE_QUOTA.maxNotes.toLocaleString('en-US')} notes. Delete notes you no longer need (export them first to keep a copy), then try again.`,
  storageFull: `Your notes have reached the limit of ${NOTE_QUOTA.maxBytes / 1_000_000} MB. Delete notes you no longer need (export them first to keep a copy), or shorten long ones, then try again.`,
} as const;

/** Toasts of the /notes screen. */
export const NOTE_TOASTS = {
  createdTitle: 'Note Created',
  created: 'Your note has been saved successfully.',
  updatedTitle: 'Note Updated',
  updated: 'Your note has been updated successfully.',
  deletedTitle: 'Note Deleted',
  deleted: 'Your note has been deleted successfully.',
  exportedTitle: 'Text File Exported',
  exported: 'Your notes have been exported successfully.',
  errorTitle: 'Error',
  createFailed: 'Failed to create note.',
  updateFailed: 'Failed to update note.',
  deleteFailed: 'Failed to delete note.',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export notes as text.',
} as const;

/** A note as the API returns it. `content` is sanitized HTML. */
export interface Note {
  id: string;
  title: string;
  content: string;
  /** The plain text of `content`, for previews and search. */
  contentText: string;
  /** The extracted text of an imported file, or null for notes written in the editor. */
  originalContent: string | null;
  subject: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

/** What a card shows of a note: no HTML, and `preview` is the card's text as the screen shows it. */
export interface NotePreview {
  id: string;
  title: string;
  subject: string;
  tags: string[];
  /** Plain text, never HTML: the start of the note, or for a search the passage around the match. */
  preview: string;
  createdAt: string;
  updatedAt: string;
}

/** One page of GET /api/notes/search; `nextCursor` asks for the page after it, null on the last. */
export interface NotePage {
  notes: NotePreview[];
  nextCursor: string | null;
  /** Every note the request matches, on all pages. */
  total: number;
}

/** One page of GET /api/notes/previews, with each distinct subject among all of the user's notes. */
export interface NotePreviewPage extends NotePage {
  subjects: string[];
}

/** POST /api/notes/upload answers the new note, with a notice when part of the file could not be read. */
export interface ImportedNote extends Note {
  notice?: string;
}

/** Body of POST /api/notes and PUT /api/notes/:id. */
export interface NoteInput {
  title: string;
  content: string;
  subject?: string;
  tags?: string[];
}

/**
 * Which notes to export (POST /api/notes/export-txt and export-md): the selected ids, else the
 * chosen subject, else all of them.
 */
export type NotesExportRequest = { noteIds: string[] } | { subject: string } | Record<string, never>;

// contentText keeps lists and quotes readable for exports ("- item", "1. item", "> quote"); a
// one-line preview reads better without those line markers.
const LINE_MARKER = /^[ \t]*(?:[-*>]|\d+\.)[ \t]+/gm;

/** The card's preview of a markup-free text: its first 150 characters followed by '...'. */
export function notePreviewText(text: string): string {
  const line = text.replace(LINE_MARKER, '').replace(/\s+/g, ' ').trim();
  return `${line.slice(0, NOTE_LIMITS.previewChars)}...`;
}

/** Tags as typed in the comma-separated field: trimmed, empties dropped. */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** Size of a text in UTF-8 bytes, the unit of NOTE_LIMITS.contentMaxBytes. */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // Surrogate pairs are 2 UTF-16 units for 4 bytes; other code points above 0x7ff take 3 bytes in 1 unit.
    if (code > 0x7f) bytes += code > 0x7ff && (code < 0xd800 || code > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

/** `notes-YYYY-MM-DD.txt` (or .md) for the given day, in the user's local calendar. */
export function exportFileName(extension: 'txt' | 'md', day: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `notes-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.${extension}`;
}
