// unpdf bundles its own pdf.js build; importing pdfjs-dist directly would load a second, clashing version.
import { extractText, getDocumentProxy } from 'unpdf';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { HttpError } from '../../http-error';

/** Fewer letters and digits than this per page means the pages are images (a scan), not text. */
const MIN_CHARACTERS_PER_PAGE = 10;
/** Fonts without a Unicode map extract as control, symbol and private-use codes rather than letters. */
const MIN_LETTER_SHARE = 0.5;

/** The text layer of a PDF, its wrapped lines joined back into sentences. */
export async function extractPdfText(data: Buffer): Promise<string> {
  // pdf.js may take over the buffer it is given, so it gets a copy rather than the caller's bytes.
  const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 }).catch((error: unknown) => {
    const locked = error instanceof Error && error.name === 'PasswordException';
    throw new HttpError(422, locked ? UPLOAD_MESSAGES.lockedPdf : UPLOAD_MESSAGES.damagedPdf);
  });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: true }).catch(() => {
      throw new HttpError(422, UPLOAD_MESSAGES.damagedPdf);
    });
    if (!looksLikeText(text, totalPages)) throw new HttpError(422, UPLOAD_MESSAGES.noPdfText);
    return joinWrappedLines(text);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** False for a text layer that is missing (scanned pages) or mostly glyph codes (controls, symbols, private use). */
export function looksLikeText(text: string, pages: number): boolean {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const glyphCodes = text.match(/[^\p{L}\p{N}\p{P}\s]/gu)?.length ?? 0;
  return letters >= MIN_CHARACTERS_PER_PAGE * Math.max(1, pages) && letters / (letters + glyphCodes) >= MIN_LETTER_SHARE;
}

/**
 * PDFs store each printed line separately; a line that nearly fills the measure and does not end a
 * sentence was wrapped, so it is joined to the next. Headings and sentence ends keep their breaks.
 */
export function joinWrappedLines(text: string): string {
  const lines = text.split('\n');
  const lengths = lines.map((line) => line.trim().length).sort((a, b) => a - b);
  const measure = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  let joined = '';
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    // Table-of-contents lines (dot leaders) are full width too, yet each stands alone.
    const wrapped = line.length >= measure * 0.6 && !/[.!?:;]["'”’)\]]?$/u.test(line) && !/\.{5,}|…/u.test(line);
    const last = index === lines.length - 1;
    joined += line + (last ? '' : !wrapped ? '\n' : /\p{L}-$/u.test(line) ? '' : ' ');
  }
  return joined;
}
