import mammoth from 'mammoth';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { HttpError } from '../../http-error';
import { assertDeclaredSizesHold, assertZipWithinLimits, type ZipEntry } from './zip-directory';

/**
 * The paragraphs of a .docx as plain text. mammoth inflates whole entries into memory, so the
 * archive is checked first: declared sizes against the limits, then the sizes against the data.
 */
export async function extractDocxText(data: Buffer, entries: readonly ZipEntry[]): Promise<string> {
  assertZipWithinLimits(entries);
  await assertDeclaredSizesHold(data, entries);
  try {
    const { value } = await mammoth.extractRawText({ buffer: data });
    return value;
  } catch {
    throw new HttpError(422, UPLOAD_MESSAGES.damagedWord);
  }
}
