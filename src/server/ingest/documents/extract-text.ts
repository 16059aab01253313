import { UPLOAD_MESSAGES, type UploadedDocument } from '../../../shared/upload';
import { HttpError } from '../../http-error';
import { cleanText } from './clean-text';
import { describeDocument } from './describe';
import { detectDocument, type UploadInput, type UploadOptions } from './detect-type';
import { extractDocxText } from './docx';
import { extractPdfText } from './pdf';

export type { UploadInput, UploadOptions } from './detect-type';

/**
 * The text of an uploaded study document (txt, md, csv, PDF, and .docx when allowed) with a
 * suggested title, subject and goal. Refusals are HttpErrors carrying the message for the user:
 * 413 too large, 415 wrong or disguised type, 422 unreadable or empty.
 */
export async function extractText(input: UploadInput, options: UploadOptions): Promise<UploadedDocument> {
  const detected = detectDocument(input, options);
  const raw =
    detected.kind === 'pdf'
      ? await extractPdfText(input.data)
      : detected.kind === 'docx'
        ? await extractDocxText(input.data, detected.entries)
        : detected.text;
  const content = cleanText(raw);
  if (!/[\p{L}\p{N}]/u.test(content)) throw new HttpError(422, UPLOAD_MESSAGES.noText);
  const format = detected.kind === 'text' ? detected.format : detected.kind;
  return { content, ...describeDocument(content, input.filename, format) };
}
