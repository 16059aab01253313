import { PDF_NOTICES, UPLOAD_MESSAGES, type UploadedDocument } from '../../../shared/upload';
import { unprocessable } from '../../http-error';
import { parseInThread } from '../parsing/parse-pool';
import { detectDocument, notThisType, type UploadInput, type UploadOptions } from './detect-type';
import type { PdfText } from './pdf';
import { assertZipWithinLimits } from './zip-directory';

export type { UploadInput, UploadOptions } from './detect-type';

/**
 * The text of an uploaded study document (txt, md, csv, PDF, and Word .doc/.docx when allowed) with a
 * suggested title, subject and goal, and a notice when part of it could not be read. Refusals are
 * HttpErrors carrying the message for the user: 413 too large, 415 wrong or disguised type, 422
 * unreadable, empty or too costly to read, 429/503 when the parsing threads are taken (parse-pool.ts).
 * Every kind is read on a background thread, each user's one at a time (`owner`): cleaning and
 * describing a large plain-text file takes long enough to block the main thread too.
 */
export async function extractText(input: UploadInput, options: UploadOptions, owner?: string): Promise<UploadedDocument> {
  const detected = detectDocument(input, options);
  const { filename } = input;
  if (detected.kind === 'text') {
    const { document } = await parseInThread({ kind: 'text', data: input.data, filename, format: detected.format }, owner);
    if (!document) throw notThisType(options);
    return withText(document);
  }
  let content: string;
  let notice: string | undefined;
  if (detected.kind === 'pdf') {
    const pdf = await parseInThread({ kind: 'pdf', data: input.data }, owner);
    content = pdf.text;
    notice = pdfNotice(pdf);
  } else if (detected.kind === 'doc') {
    content = (await parseInThread({ kind: 'doc', data: input.data }, owner)).text;
  } else {
    // Declared sizes alone refuse a zip bomb here, before a thread is woken for it.
    assertZipWithinLimits(detected.entries);
    content = (await parseInThread({ kind: 'docx', data: input.data }, owner)).text;
  }
  withText({ content });
  const description = await parseInThread({ kind: 'describe', content, filename, format: detected.kind }, owner);
  return { content, ...description, ...(notice && { notice }) };
}

/** The document, unless it holds no letter or digit at all (422). */
function withText<D extends { content: string }>(document: D): D {
  if (!/[\p{L}\p{N}]/u.test(document.content)) throw unprocessable(UPLOAD_MESSAGES.noText);
  return document;
}

function pdfNotice({ unreadablePages, pagesRead, totalPages }: PdfText): string | undefined {
  const notices = [
    unreadablePages.length > 0 ? PDF_NOTICES.unreadablePages(unreadablePages) : '',
    pagesRead < totalPages ? PDF_NOTICES.pageCap(pagesRead, totalPages) : '',
  ].filter(Boolean);
  return notices.length > 0 ? notices.join(' ') : undefined;
}
