import mammoth from 'mammoth';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { unprocessable } from '../../http-error';
import { assertDeclaredSizesHold, assertZipWithinLimits, readZipDirectory, type ZipEntry } from './zip-directory';
import { rebuildZip } from './zip-rebuild';

/**
 * The paragraphs of a .docx as plain text. mammoth inflates whole entries into memory, so the
 * archive is checked first: declared sizes against the limits, then the sizes and CRCs against the
 * data. mammoth then reads an archive rebuilt from the checked entries alone, never the upload.
 */
export async function extractDocxText(data: Buffer, entries: readonly ZipEntry[] = readZipDirectory(data)): Promise<string> {
  assertZipWithinLimits(entries);
  await assertDeclaredSizesHold(data, entries);
  try {
    const { value } = await mammoth.extractRawText({ buffer: rebuildZip(data, entries) });
    return value;
  } catch {
    throw unprocessable(UPLOAD_MESSAGES.damagedWord);
  }
}
