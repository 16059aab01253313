import { ERROR_CODES, MESSAGES } from '../../../shared/api';
import { LINK_MESSAGES } from '../../../shared/link';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { HttpError } from '../../http-error';
import type { ParseKind } from './parse-jobs';

// Refusals the pool gives for its threads. Apart from parse-jobs.ts so the main thread can give
// them without loading the parsers.

/** A job that outran its time or memory: the file or page is the problem (422). */
export function tooComplex(kind: ParseKind): HttpError {
  if (kind === 'engine') return new HttpError(422, MESSAGES.textTooComplex, ERROR_CODES.tooComplex);
  return new HttpError(422, kind === 'article' ? LINK_MESSAGES.tooComplex : UPLOAD_MESSAGES.tooComplex, ERROR_CODES.tooComplex);
}

/** A parser that failed in a way it does not report itself: the input is unreadable (422). */
export function unreadable(kind: ParseKind): HttpError {
  // The engine failing on a text is a fault of ours, as it was on the main thread.
  if (kind === 'engine') return new HttpError(500, MESSAGES.serverError);
  const message = kind === 'pdf' ? UPLOAD_MESSAGES.damagedPdf : kind === 'docx' ? UPLOAD_MESSAGES.damagedWord : LINK_MESSAGES.noText;
  return new HttpError(422, message);
}
