import { z } from 'zod';
import {
  DEFAULT_NOTE_SUBJECT,
  type ImportedNote,
  type Note,
  NOTE_LIMITS,
  NOTE_MESSAGES,
  NOTE_PAGING,
  type NotePage,
  type NotePreview,
  type NotePreviewPage,
  utf8Bytes,
} from './note';

const required = NOTE_MESSAGES.titleAndContentRequired;

const title = z.string({ error: required }).trim().max(NOTE_LIMITS.titleMaxChars, NOTE_MESSAGES.titleTooLong);

const content = z
  .string({ error: required })
  .trim()
  .refine((html) => utf8Bytes(html) <= NOTE_LIMITS.contentMaxBytes, NOTE_MESSAGES.contentTooLarge);

/** Blank or left out → 'General'. */
const subject = z
  .string({ error: NOTE_MESSAGES.subjectInvalid })
  .trim()
  .max(NOTE_LIMITS.subjectMaxChars, NOTE_MESSAGES.subjectTooLong)
  .nullish()
  .transform((value) => value || DEFAULT_NOTE_SUBJECT);

/** Trimmed, blanks dropped, then held to the limits. */
const tags = z
  .array(z.string({ error: NOTE_MESSAGES.tagsInvalid }), { error: NOTE_MESSAGES.tagsInvalid })
  .nullish()
  .transform((list) => (list ?? []).map((tag) => tag.trim()).filter((tag) => tag.length > 0))
  .pipe(z.array(z.string().max(NOTE_LIMITS.tagMaxChars, NOTE_MESSAGES.tagTooLong)).max(NOTE_LIMITS.maxTags, NOTE_MESSAGES.tooManyTags));

/** POST /api/notes: title and content must hold something once trimmed. */
export const createNoteSchema = z.object({
  title: title.min(1, required),
  content: content.min(1, required),
  subject,
  tags,
});
export type CreateNoteBody = z.output<typeof createNoteSchema>;

/**
 * PUT /api/notes/:id: an update checks no field as required, so blanks are kept; a field left out
 * keeps its stored value.
 */
export const updateNoteSchema = z.object({
  title: title.optional(),
  content: content.optional(),
  subject: subject.optional(),
  tags: tags.optional(),
});
export type UpdateNoteBody = z.output<typeof updateNoteSchema>;

export const noteIdParamsSchema = z.object({ id: z.string() });

/** Ids when notes are selected, else a subject, else nothing for all notes. */
export const exportNotesSchema = z
  .object({
    noteIds: z
      .array(z.string({ error: NOTE_MESSAGES.exportSelectionInvalid }).max(100, NOTE_MESSAGES.exportSelectionInvalid), {
        error: NOTE_MESSAGES.exportSelectionInvalid,
      })
      .max(NOTE_LIMITS.maxExportIds, NOTE_MESSAGES.exportSelectionInvalid)
      .optional(),
    subject: z.string({ error: NOTE_MESSAGES.exportSelectionInvalid }).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type ExportNotesBody = z.output<typeof exportNotesSchema>;

export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  contentText: z.string(),
  originalContent: z.string().nullable(),
  subject: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Note>;

export const importedNoteSchema = noteSchema.extend({ notice: z.string().optional() }) satisfies z.ZodType<ImportedNote>;

export const noteListSchema = z.array(noteSchema);

/** The export's file body (text/plain or text/markdown), sent as is rather than as JSON. */
export const notesExportFileSchema = z.string();

export const deletedNoteSchema = z.object({ id: z.string() });

/** `limit` and `cursor` of a paged notes route; the cursor is the opaque `nextCursor` of the page before. */
const paging = {
  limit: z.coerce
    .number({ error: NOTE_MESSAGES.limitInvalid })
    .int(NOTE_MESSAGES.limitInvalid)
    .min(1, NOTE_MESSAGES.limitInvalid)
    .max(NOTE_PAGING.maxPageSize, NOTE_MESSAGES.limitInvalid)
    .default(NOTE_PAGING.pageSize),
  cursor: z.string({ error: NOTE_MESSAGES.cursorInvalid }).max(500, NOTE_MESSAGES.cursorInvalid).optional(),
  /** Only the notes of this subject (exact match, as the screen's subject select). */
  subject: z
    .string({ error: NOTE_MESSAGES.subjectFilterInvalid })
    .max(NOTE_LIMITS.subjectMaxChars, NOTE_MESSAGES.subjectTooLong)
    .optional(),
};

/** GET /api/notes: the first page of the full list, or the one a cursor names. */
export const noteListQuerySchema = z.object({ cursor: paging.cursor });

/** GET /api/notes/previews: the user's notes newest first, a page at a time. */
export const notePreviewsQuerySchema = z.object(paging);
export type NotePreviewsQuery = z.output<typeof notePreviewsQuerySchema>;

/** GET /api/notes/search: notes whose title, content or tags contain the text, whatever the case. */
export const noteSearchQuerySchema = z.object({
  q: z
    .string({ error: NOTE_MESSAGES.searchRequired })
    .trim()
    .min(1, NOTE_MESSAGES.searchRequired)
    .max(NOTE_PAGING.searchMaxChars, NOTE_MESSAGES.searchTooLong),
  ...paging,
});
export type NoteSearchQuery = z.output<typeof noteSearchQuerySchema>;

export const notePreviewSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  tags: z.array(z.string()),
  preview: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<NotePreview>;

export const notePageSchema = z.object({
  notes: z.array(notePreviewSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
}) satisfies z.ZodType<NotePage>;

export const notePreviewPageSchema = notePageSchema.extend({ subjects: z.array(z.string()) }) satisfies z.ZodType<NotePreviewPage>;
