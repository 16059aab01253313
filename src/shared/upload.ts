/** Upload rules shared by the file pickers and the server's document extraction (no zod here: decision 002). */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Uploads one user may have in flight at once (being sent, read or answered), over every upload
 * route. Three, as many images as the OCR queue holds per user; each may hold 10 MB of memory.
 */
export const UPLOADS_IN_FLIGHT_PER_USER = 3;

export const UPLOADS_IN_FLIGHT_MESSAGE = `You are already uploading ${UPLOADS_IN_FLIGHT_PER_USER} files. Wait until one is done, then try again.`;

/**
 * Pages of a PDF read at most. 200,000 characters (what a document keeps) fill 60–100 pages of
 * prose, so this leaves room for sparse slides while bounding a small file whose pages all repeat
 * one expensive drawing.
 */
export const MAX_PDF_PAGES = 300;

export const UPLOAD_MESSAGES = {
  wrongType: 'Please upload a text file (.txt, .csv, .md) or PDF file.',
  wrongTypeOrWord: 'Please upload a text file (.txt, .csv, .md), PDF file or Word (.doc, .docx) file.',
  tooLarge: 'Please upload a file smaller than 10MB.',
  lockedWord:
    'This Word file is password-protected or in the old .doc format under a .docx name. Remove the password, or name it .doc, then upload it again.',
  noPdfText:
    'This PDF has no selectable text (it may be a scanned image). Upload the pages as images to read them with OCR, or paste the text.',
  lockedPdf: 'This PDF is password-protected. Remove the password (for example by printing it to a new PDF), then upload it again.',
  damagedPdf: 'This PDF is damaged and could not be read. Save or export it again, then upload it.',
  damagedWord: 'This Word file is damaged or password-protected and could not be read. Save it again as .docx, then upload it.',
  unsafeWord:
    'This Word file unpacks to far more data than a document needs, so it was not opened. Save it again as .docx, or paste the text.',
  noText: 'This document has no text.',
  tooComplex:
    'Reading this file took too long or needed too much memory, so it was stopped. Split it into smaller files, or paste the text.',
} as const;

/** "2", "2 and 5", "2–22", "1, 3–4 and 9": page numbers in order, runs shortened. */
export function pageRanges(pages: readonly number[]): string {
  const runs: string[] = [];
  for (let index = 0; index < pages.length;) {
    let last = index;
    while (last + 1 < pages.length && pages[last + 1] === pages[last]! + 1) last += 1;
    runs.push(last === index ? `${pages[index]}` : `${pages[index]}–${pages[last]}`);
    index = last + 1;
  }
  return runs.length < 2 ? (runs[0] ?? '') : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}`;
}

/** What a PDF's extracted text leaves out, told beside it so the reader knows what is missing. */
export const PDF_NOTICES = {
  unreadablePages: (pages: readonly number[]) =>
    `${pages.length === 1 ? 'Page' : 'Pages'} ${pageRanges(pages)} of this PDF ${pages.length === 1 ? 'has' : 'have'} no readable text ` +
    '(scanned images, or fonts stored without their letters), so only the other pages were read. ' +
    'Upload images of those pages to read them with OCR.',
  pageCap: (read: number, total: number) => `Only the first ${read} of ${total} pages were read. Split the PDF to read the rest.`,
} as const;

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Word 97–2003 (.doc). */
export const DOC_MIME_TYPE = 'application/msword';

/** Plain text and PDF: what every upload field takes. */
export const TEXT_DOCUMENT_EXTENSIONS = ['.txt', '.csv', '.md', '.pdf'] as const;
export const TEXT_DOCUMENT_MIME_TYPES = ['text/plain', 'text/csv', 'text/markdown', 'application/pdf'] as const;

/** The wider set of the fields that also take Word documents, old (.doc) and new (.docx). */
export const DOCUMENT_EXTENSIONS = [...TEXT_DOCUMENT_EXTENSIONS, '.doc', '.docx'] as const;
export const DOCUMENT_MIME_TYPES = [...TEXT_DOCUMENT_MIME_TYPES, DOC_MIME_TYPE, DOCX_MIME_TYPE] as const;

/** What the upload endpoints answer: the text plus suggestions to prefill the form. */
export interface UploadedDocument {
  content: string;
  title: string;
  suggestedSubject: string;
  suggestedGoal: string;
  /** Set when part of the file could not be read (PDF pages without text, pages past the cap). */
  notice?: string;
}

/**
 * What POST /api/summarize/upload and /api/planner/upload-file answer: the text twice, as `content`
 * for planner forms and `originalContent` for the summarizer, and the file's name beside the
 * suggested title.
 */
export interface UploadResponse extends UploadedDocument {
  originalContent: string;
  filename: string;
}

/** Text-extraction uploads (OCR, speech to text) answer only the text. */
export interface ExtractedText {
  text: string;
}

/** The lower-cased extension of a file name (".pdf"), or '' when it has none. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The `accept` attribute of a file input: extensions and MIME types, since browsers honour either. */
export function acceptAttribute(allowDocx: boolean): string {
  const types = allowDocx ? [...DOCUMENT_EXTENSIONS, ...DOCUMENT_MIME_TYPES] : [...TEXT_DOCUMENT_EXTENSIONS, ...TEXT_DOCUMENT_MIME_TYPES];
  return types.join(',');
}

/** The message refusing a file with this extension, or undefined when the field takes it. */
export function extensionProblem(extension: string, allowDocx: boolean): string | undefined {
  const accepted: readonly string[] = allowDocx ? DOCUMENT_EXTENSIONS : TEXT_DOCUMENT_EXTENSIONS;
  if (accepted.includes(extension)) return undefined;
  return allowDocx ? UPLOAD_MESSAGES.wrongTypeOrWord : UPLOAD_MESSAGES.wrongType;
}

/** The message refusing a file by its name and size alone (before sending it), or undefined. */
export function uploadProblem(file: { name: string; size: number }, allowDocx: boolean): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return extensionProblem(extensionOf(file.name), allowDocx);
}
