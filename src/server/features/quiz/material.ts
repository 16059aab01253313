import { QUIZ_FILE_EXTENSIONS, QUIZ_TEXT } from '../../../shared/quiz';
import { extensionOf } from '../../../shared/upload';
import { unsupportedMediaType } from '../../http-error';
import { extractText } from '../../ingest/documents/extract-text';
import type { UploadedFile } from '../../plugins/uploads';

export type QuizFile = Omit<UploadedFile, 'fields'>;

/**
 * The text a generator-page quiz is built from: the pasted text and the uploaded file's text
 * together. The file field takes .txt and .pdf only (415 otherwise); its content is checked by
 * its bytes too, and a PDF is read on a parsing thread, each user's one at a time.
 */
export async function quizMaterial(text: string, file: QuizFile | undefined, userId: string): Promise<string> {
  if (!file) return text;
  if (!(QUIZ_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.filename))) throw unsupportedMediaType(QUIZ_TEXT.fileType);
  const document = await extractText(file, { allowDocx: false }, userId);
  return [text, document.content].filter(Boolean).join('\n\n');
}
