import WordExtractor from 'word-extractor';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { unprocessable } from '../../http-error';

/**
 * The body text of an old Word (.doc, Word 97–2003) file. The format is a compound file of
 * uncompressed streams, so the 10 MB upload cap bounds what is read; word-extractor parses it in
 * memory, on a parsing thread like every document.
 */
export async function extractDocText(data: Buffer): Promise<string> {
  try {
    const document = await new WordExtractor().extract(data);
    return document.getBody();
  } catch {
    throw unprocessable(UPLOAD_MESSAGES.damagedWord);
  }
}
