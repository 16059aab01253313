import { MAX_PDF_PAGES, type UploadedDocument } from '../../../shared/upload';
import { capLength, CLEANED_AT_MOST, cleanText, MAX_CONTENT_CHARS } from '../documents/clean-text';
import { decodeText } from '../documents/decode-text';
import { describeDocument, type TextFormat } from '../documents/describe';
import { extractDocxText } from '../documents/docx';
import { extractPdfText, type PdfText } from '../documents/pdf';
import { type Article, readArticle } from '../link/parse-article';
import type { ImportedQuiz } from '../../features/quiz/qti/qti-import';
import type { ApkgContent } from '../../features/flashcards/anki/apkg-read';

/** Work handed to a parsing thread; the pool sends the thread its own copy of the bytes. */
export type ParseJob =
  | { kind: 'pdf'; data: Uint8Array }
  | { kind: 'docx'; data: Uint8Array }
  | { kind: 'doc'; data: Uint8Array }
  | { kind: 'article'; html: string; url: string }
  /** A plain-text upload: decoded, cleaned and described. */
  | { kind: 'text'; data: Uint8Array; filename: string; format: TextFormat }
  /** A PDF's or Word file's text, already cleaned: its title, subject and goal. */
  | { kind: 'describe'; content: string; filename: string; format: TextFormat }
  /** An uncompressed BMP turned into a greyscale PGM for OCR (bmp.ts). */
  | { kind: 'bmp'; data: Uint8Array }
  /** A long note's HTML sanitized and read as plain text (features/note/service.ts). */
  | { kind: 'note-html'; html: string }
  /** A QTI package or item read into a quiz's questions (features/quiz/qti). */
  | { kind: 'qti'; data: Uint8Array; filename: string }

  /** An Anki package's cards (features/flashcards/anki/apkg-read.ts). */
  | { kind: 'apkg'; data: Uint8Array };

export type ParseKind = ParseJob['kind'];

/** What each kind of job answers; document text comes back already cleaned (clean-text.ts). */
export interface ParseResults {
  pdf: PdfText;
  docx: { text: string };
  doc: { text: string };
  article: Article;
  /** Without `document` when the bytes are not text (a binary renamed .txt). */
  text: { document?: UploadedDocument };
  describe: Omit<UploadedDocument, 'content'>;
  /** Without `pgm` for the BMP variants left to tesseract.js. */
  bmp: { pgm?: Uint8Array };
  'note-html': { content: string; contentText: string };
  qti: ImportedQuiz;
  apkg: ApkgContent;
}

/** Runs one job on the current thread: the parsing thread's work, also called directly by the bench for comparison. */
export async function runParseJob(job: ParseJob): Promise<ParseResults[ParseKind]> {
  switch (job.kind) {
    case 'pdf': {
      const pdf = await extractPdfText(job.data, MAX_PDF_PAGES, CLEANED_AT_MOST);
      return { ...pdf, text: cleanText(pdf.text) };
    }
    case 'docx':
      return { text: cleanText(await extractDocxText(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength))) };
    case 'doc': {
      const { extractDocText } = await import('../documents/doc');
      return { text: cleanText(await extractDocText(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength))) };
    }
    case 'article': {
      // A page's text is capped like a document's: no use reads more, and it crosses back to the main thread.
      const article = readArticle(job.html, job.url);
      return { ...article, content: capLength(article.content, MAX_CONTENT_CHARS) };
    }
    case 'text': {
      const text = decodeText(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength));
      if (text === undefined) return {};
      const content = cleanText(text);
      return { document: { content, ...describeDocument(content, job.filename, job.format) } };
    }
    case 'describe':
      return describeDocument(job.content, job.filename, job.format);
    case 'bmp': {
      const { bmpToPgm } = await import('../ocr/bmp');
      const pgm = bmpToPgm(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength));
      return pgm ? { pgm: new Uint8Array(pgm.buffer, pgm.byteOffset, pgm.byteLength) } : {};
    }
    case 'note-html': {
      const [{ sanitizeNoteHtml }, { noteHtmlToText }] = await Promise.all([
        import('../../features/note/sanitize'),
        import('../../features/note/html-text'),
      ]);
      const content = sanitizeNoteHtml(job.html);
      return { content, contentText: noteHtmlToText(content) };
    }
    case 'qti': {
      const { readQtiQuiz } = await import('../../features/quiz/qti/qti-import');
      return readQtiQuiz(job.filename, Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength));
    }
    case 'apkg': {
      const [{ readApkg }, { sanitizeNoteHtml }, { noteHtmlToText }] = await Promise.all([
        import('../../features/flashcards/anki/apkg-read'),
        import('../../features/note/sanitize'),
        import('../../features/note/html-text'),
      ]);
      // Card sides are cleaned as notes are: the note's sanitizer, then its plain-text reading.
      return readApkg(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength), (html) =>
        noteHtmlToText(sanitizeNoteHtml(html)),
      );
    }
  }
}
