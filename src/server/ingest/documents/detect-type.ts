import { DOC_MIME_TYPE, DOCX_MIME_TYPE, extensionOf, extensionProblem, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { type HttpError, tooLarge, unsupportedMediaType } from '../../http-error';
import { readZipDirectory, type ZipEntry } from './zip-directory';

export interface UploadInput {
  filename: string;
  mimeType?: string;
  data: Buffer;
}

export interface UploadOptions {
  /** Whether the field takes Word (.docx) files besides text and PDF. */
  allowDocx: boolean;
}

export type DetectedDocument =
  { kind: 'pdf' } | { kind: 'docx'; entries: ZipEntry[] } | { kind: 'doc' } | { kind: 'text'; format: 'txt' | 'md' | 'csv' };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Compound File Binary: old .doc files, and also .docx files Word has encrypted with a password.
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Readers accept a PDF header anywhere in the first kilobyte, after junk some generators write. */
const PDF_HEADER_WINDOW = 1024;

// Only consulted for a name without extension: browsers derive the MIME type from the extension
// anyway, and operating systems disagree about it (Windows labels .csv as application/vnd.ms-excel).
const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  'text/plain': '.txt',
  'text/csv': '.csv',
  'text/markdown': '.md',
  'text/x-markdown': '.md',
  'application/pdf': '.pdf',
  [DOCX_MIME_TYPE]: '.docx',
  [DOC_MIME_TYPE]: '.doc',
};

/**
 * Decides what an upload really is from its name and its bytes, which must agree: a PNG renamed
 * .pdf or a program renamed .txt is refused (415) rather than fed to a parser that would choke.
 */
export function detectDocument({ filename, mimeType, data }: UploadInput, { allowDocx }: UploadOptions): DetectedDocument {
  if (data.length > MAX_UPLOAD_BYTES) throw tooLarge(UPLOAD_MESSAGES.tooLarge);
  const mime = mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = extensionOf(filename) || (EXTENSION_OF_MIME[mime] ?? '');
  const problem = extensionProblem(extension, allowDocx);
  if (problem) throw unsupportedMediaType(problem);
  const wrongType = () => notThisType({ allowDocx });

  if (extension === '.pdf') {
    if (!data.subarray(0, PDF_HEADER_WINDOW).includes(PDF_MAGIC)) throw wrongType();
    return { kind: 'pdf' };
  }
  if (extension === '.docx') {
    if (data.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) throw unsupportedMediaType(UPLOAD_MESSAGES.lockedWord);
    if (!data.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw wrongType();
    const entries = readZipDirectory(data);
    if (!entries.some((entry) => entry.name === 'word/document.xml')) throw wrongType();
    return { kind: 'docx', entries };
  }
  if (extension === '.doc') {
    if (!data.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) throw wrongType();
    return { kind: 'doc' };
  }
  // Whether the bytes are text at all is found out while decoding them, on a parsing thread (extract-text.ts).
  return { kind: 'text', format: extension === '.csv' ? 'csv' : extension === '.md' ? 'md' : 'txt' };
}

/** A file that is not what its name says, or not of a type the field takes (415). */
export function notThisType({ allowDocx }: UploadOptions): HttpError {
  return unsupportedMediaType(allowDocx ? UPLOAD_MESSAGES.wrongTypeOrWord : UPLOAD_MESSAGES.wrongType);
}
