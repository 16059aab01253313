import { ANKI_MESSAGES } from '../../../shared/anki';
import { ERROR_CODES, MESSAGES } from '../../../shared/api';
import { LINK_MESSAGES } from '../../../shared/link';
import { OCR_MESSAGES } from '../../../shared/ocr';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { QTI_TEXT } from '../../../shared/qti';
import { badRequest, type HttpError, serverError, unprocessable } from '../../http-error';
import type { ParseKind } from './parse-jobs';

// Refusals the pool gives for its parsing threads. Apart from parse-jobs.ts so the main thread can
// give them without loading the parsers.

/** A job that outran its time or memory: the file or page is the problem (422). */
export function tooComplex(kind: ParseKind): HttpError {
  const message = kind === 'article' ? LINK_MESSAGES.tooComplex : kind === 'bmp' ? OCR_MESSAGES.unreadable : UPLOAD_MESSAGES.tooComplex;
  return unprocessable(message, ERROR_CODES.tooComplex);
}

/** A parser that failed in a way it does not report itself: the input is unreadable (422). */
export function unreadable(kind: ParseKind): HttpError {
  switch (kind) {
    case 'pdf':
      return unprocessable(UPLOAD_MESSAGES.damagedPdf);
    case 'doc':
    case 'docx':
      return unprocessable(UPLOAD_MESSAGES.damagedWord);
    case 'article':
      return unprocessable(LINK_MESSAGES.noText);
    case 'qti':
      return badRequest(QTI_TEXT.unreadable);
    case 'bmp':
      return unprocessable(OCR_MESSAGES.unreadable);
    case 'apkg':
      return badRequest(ANKI_MESSAGES.damaged);
    // Decoding, cleaning and describing text failing: a fault of ours, as it was on the main thread.
    case 'text':
    case 'describe':
    case 'note-html':
      return serverError(MESSAGES.serverError);
  }
}
