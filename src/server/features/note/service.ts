import {
  exportFileName,
  type Note,
  NOTE_LIMITS,
  NOTE_MESSAGES,
  NOTE_PAGING,
  type NotePage,
  type NotePreviewPage,
  notePreviewText,
  utf8Bytes,
} from '../../../shared/note';
import type { CreateNoteBody, ExportNotesBody, NotePreviewsQuery, NoteSearchQuery, UpdateNoteBody } from '../../../shared/note.schema';
import type { EvidenceInput, RecordEvidence } from '../../../shared/learner';
import type { UploadResponse } from '../../../shared/upload';
import { isUuid } from '../../../shared/uuid';
import type { DatabaseKind, Db } from '../../db/client';
import { badRequest, notFound } from '../../http-error';
import { type ExportFormat, renderExport } from './export';
import { noteHtmlToText } from './html-text';
import { type CachedList, listTag } from '../../http/list-cache';
import { textToNoteHtml, titleFromFileName } from './import';
import { checkRoomForNote, checkSizeAfterGrowth, noteBytes } from './quota';
import { decodeCursor, encodeCursor } from '../../http/page-cursor';
import { checkedId } from '../../http/checked-id';
import * as repo from './repo';
import * as search from './search-repo';
import { sanitizeNoteHtml } from './sanitize';
import { parseInThread } from '../../ingest/parsing/parse-pool';

function toNote(row: repo.NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    contentText: row.contentText,
    originalContent: row.originalContent,
    subject: row.subject,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Past this many characters a note's HTML is sanitized and read on a parsing thread: the longest
 * notes took long enough that on the main thread every other request waited for them (decision
 * 043). Shorter notes, nearly all of them, are quick enough to do here.
 */
const HTML_ON_THREAD_CHARS = 20_000;

/** The stored form of submitted HTML; the size limit applies to what is stored, which escaping can grow. */
async function storedContent(userId: string, html: string): Promise<{ content: string; contentText: string }> {
  if (html.length > HTML_ON_THREAD_CHARS) return checkedSize(await parseInThread({ kind: 'note-html', html }, userId));
  const content = checkedSize({ content: sanitizeNoteHtml(html), contentText: '' }).content;
  return { content, contentText: noteHtmlToText(content) };
}

function checkedSize<T extends { content: string }>(stored: T): T {
  if (utf8Bytes(stored.content) > NOTE_LIMITS.contentMaxBytes) throw badRequest(NOTE_MESSAGES.contentTooLarge);
  return stored;
}

/** A page read with one row more than asked: the extra row only says that another page follows. */
function toPage(rows: search.PreviewRow[], limit: number): Pick<NotePage, 'notes' | 'nextCursor'> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notes: page.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      tags: row.tags,
      preview: notePreviewText(row.text),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAtKey, id: last.id, rank: last.rank }) : null,
  };
}

/** A page and its total read as one snapshot, so they agree. */
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export interface NoteExport {
  fileName: string;
  body: string;
}

/** A note's tags name concepts the student studies (decision 067): ungraded, they only say where a concept was met. */
function tagEvidence(note: Note): EvidenceInput[] {
  if (note.tags.length === 0) return [];
  return [
    {
      kind: 'note',
      subject: note.subject,
      source: { kind: 'note', id: note.id, title: note.title },
      text: '',
      terms: note.tags,
      correct: null,
      at: new Date(),
    },
  ];
}

/** `recordEvidence` is the learner model's: a note's tags become concepts of its subject. */
export function notesService(db: Db, driver: DatabaseKind, recordEvidence: RecordEvidence = () => {}) {
  /** Stores a new note if the user's quota has room for it (403 otherwise). */
  async function save(userId: string, values: repo.NoteValues): Promise<Note> {
    return repo.withNotesLock(db, userId, async (tx) => {
      checkRoomForNote(await repo.usageForUser(tx, userId), noteBytes(values));
      return toNote(await repo.insertNote(tx, userId, values));
    });
  }

  /**
   * The list's JSON with the tag of exactly that list: both read in one repeatable-read
   * transaction, so no write can fall between them and the pair can be kept and served later.
   */
  function readList(userId: string, cursor?: string): Promise<CachedList> {
    const page: repo.ListPage = {
      after: cursor === undefined ? undefined : decodeCursor(cursor, false, NOTE_MESSAGES.cursorInvalid),
      rows: NOTE_PAGING.fullListPage + 1,
    };
    const next = (key: { createdAt: string; id: string } | null | undefined, rows: number) =>
      rows > NOTE_PAGING.fullListPage && key ? { nextCursor: encodeCursor(key) } : {};
    return db.transaction(
      async (tx) => {
        // The version covers every note, so a page's tag changes with any note: never a stale page.
        const etag = listTag(userId, `${await repo.listVersion(tx, userId)}:${cursor ?? ''}`);
        // A page is the app's largest answer (100 notes of up to 200 KB each), so each driver takes its
        // fastest path: PGlite converts rows slowly and PostgreSQL escapes JSON slowly (decision 011).
        if (driver === 'pglite') {
          const { json, rows, lastKey } = await repo.listJsonForUser(tx, userId, page);
          return { etag, json, ...next(lastKey, rows) };
        }
        const rows = await repo.listForUser(tx, userId, page);
        const shown = rows.slice(0, NOTE_PAGING.fullListPage);
        const last = shown.at(-1);
        return {
          etag,
          json: JSON.stringify(shown.map(toNote)),
          ...next(last && { createdAt: last.createdAtKey, id: last.id }, rows.length),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    /**
     * A page of the user's notes (the newest first, `NOTE_PAGING.fullListPage` of them) as the list's
     * JSON, with a tag of that very list version (decision 011) and the next page's cursor if any.
     */
    list: readList,

    /** A page of the user's notes as cards show them, newest first (the order of the full list). */
    previews(userId: string, { limit, cursor, subject }: NotePreviewsQuery): Promise<NotePreviewPage> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor, false, NOTE_MESSAGES.cursorInvalid);
      return db.transaction(async (tx) => {
        const rows = await search.previewRows(tx, userId, { subject, after, rows: limit + 1 });
        return { ...toPage(rows, limit), ...(await search.previewTotals(tx, userId, subject)) };
      }, snapshot);
    },

    /** A page of the user's notes whose title, text or tags contain the search box's text, best match first. */
    search(userId: string, { q, limit, cursor, subject }: NoteSearchQuery): Promise<NotePage> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor, true, NOTE_MESSAGES.cursorInvalid);
      const prepared = search.prepareSearch(q);
      return db.transaction(async (tx) => {
        const rows = await search.searchRows(tx, userId, prepared, { subject, after, rows: limit + 1 });
        return { ...toPage(rows, limit), total: await search.searchTotal(tx, userId, prepared, subject) };
      }, snapshot);
    },

    async get(userId: string, id: string): Promise<Note> {
      const row = await repo.findForUser(db, userId, checkedId(id, NOTE_MESSAGES.notFound));
      if (!row) throw notFound(NOTE_MESSAGES.notFound);
      return toNote(row);
    },

    async create(userId: string, body: CreateNoteBody): Promise<Note> {
      const stored = await storedContent(userId, body.content);
      // Markup alone (an empty paragraph, or only what the sanitizer removed) is no content.
      if (!stored.contentText.trim()) throw badRequest(NOTE_MESSAGES.titleAndContentRequired);
      const note = await save(userId, { title: body.title, subject: body.subject, tags: body.tags, originalContent: null, ...stored });
      recordEvidence(userId, tagEvidence(note));
      return note;
    },

    async update(userId: string, id: string, body: UpdateNoteBody): Promise<Note> {
      const { content, ...rest } = body;
      const changes: repo.NoteChanges = { ...rest, ...(content === undefined ? {} : await storedContent(userId, content)) };
      // Thrown inside the transaction, a refusal rolls the edit back.
      const note = await repo.withNotesLock(db, userId, async (tx) => {
        const before = await repo.storedSizeOf(tx, userId, checkedId(id, NOTE_MESSAGES.notFound));
        const row = before === undefined ? undefined : await repo.updateForUser(tx, userId, id, changes);
        if (before === undefined || !row) throw notFound(NOTE_MESSAGES.notFound);
        if (noteBytes(row) > before) checkSizeAfterGrowth(await repo.usageForUser(tx, userId));
        return toNote(row);
      });
      if (body.tags !== undefined || body.subject !== undefined) recordEvidence(userId, tagEvidence(note));
      return note;
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteForUser(db, userId, checkedId(id, NOTE_MESSAGES.notFound)))) throw notFound(NOTE_MESSAGES.notFound);
      return { id };
    },

    /** A note made from an uploaded document: its text as paragraphs, kept verbatim in originalContent. */
    async createFromDocument(userId: string, document: UploadResponse): Promise<Note> {
      const stored = await storedContent(userId, textToNoteHtml(document.content));
      return save(userId, {
        title: titleFromFileName(document.filename, document.title),
        subject: document.suggestedSubject,
        tags: [],
        originalContent: document.content,
        ...stored,
      });
    },

    async export(userId: string, body: ExportNotesBody, format: ExportFormat): Promise<NoteExport> {
      const selection: repo.ExportSelection =
        body.noteIds !== undefined
          ? { ids: body.noteIds.filter(isUuid) }
          : body.subject?.trim()
            ? { subject: body.subject.trim() }
            : { all: true };
      const rows = 'ids' in selection && selection.ids.length === 0 ? [] : await repo.listForExport(db, userId, selection);
      if (rows.length === 0) throw notFound(NOTE_MESSAGES.noNotesToExport);
      return { fileName: exportFileName(format), body: renderExport(rows, format) };
    },
  };
}
