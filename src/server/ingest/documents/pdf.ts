// unpdf bundles its own pdf.js build; importing pdfjs-dist directly would load a second, clashing version.
import { getDocumentProxy } from 'unpdf';
import { MAX_PDF_PAGES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { unprocessable } from '../../http-error';

/** Fewer letters and digits than this per page means the pages are images (a scan), not text. */
const MIN_CHARACTERS_PER_PAGE = 10;
/** Fonts without a Unicode map extract as control, symbol and private-use codes rather than letters. */
const MIN_LETTER_SHARE = 0.5;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface PdfText {
  /** The text of the readable pages in page order, wrapped lines joined back into sentences. */
  text: string;
  totalPages: number;
  /** Pages read from the first; fewer than `totalPages` past the page cap or once `maxChars` were read. */
  pagesRead: number;
  /** Pages read (numbered from 1) without letters, or whose text is mostly glyph codes. */
  unreadablePages: number[];
}

/**
 * The text layer of a PDF, page by page up to `maxPages` (or until `maxChars` are collected): pages
 * whose text is missing or mostly glyph codes are left out and listed, so a document with a few
 * unreadable pages still gives the rest. Refused (422) when no page has readable text.
 */
export async function extractPdfText(data: Uint8Array, maxPages = MAX_PDF_PAGES, maxChars = Infinity): Promise<PdfText> {
  // pdf.js may take over the buffer it is given, so it gets a copy rather than the caller's bytes.
  const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 }).catch((error: unknown) => {
    const locked = error instanceof Error && error.name === 'PasswordException';
    throw unprocessable(locked ? UPLOAD_MESSAGES.lockedPdf : UPLOAD_MESSAGES.damagedPdf);
  });
  try {
    const pages: string[] = [];
    const unreadablePages: number[] = [];
    const lastPage = Math.min(pdf.numPages, maxPages);
    let pagesRead = 0;
    for (let chars = 0; pagesRead < lastPage && chars < maxChars;) {
      pagesRead += 1;
      const text = await pageText(pdf, pagesRead);
      if (isReadablePage(text)) {
        pages.push(text);
        chars += text.length;
      } else unreadablePages.push(pagesRead);
    }
    const text = mergePages(pages);
    if (!looksLikeText(text, 1)) throw unprocessable(UPLOAD_MESSAGES.noPdfText);
    return { text: joinWrappedLines(text), totalPages: pdf.numPages, pagesRead, unreadablePages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  try {
    const page = await pdf.getPage(pageNumber);
    const { items } = await page.getTextContent();
    page.cleanup();
    return items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  } catch {
    throw unprocessable(UPLOAD_MESSAGES.damagedPdf);
  }
}

/** Pages joined as unpdf's mergePages does: spaces collapsed, line breaks kept, at most one blank line. */
function mergePages(pages: readonly string[]): string {
  return pages
    .join('\n')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/ ?\n ?/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n');
}

/** A page with some letters, not outnumbered by glyph codes; a short title page still counts. */
export function isReadablePage(text: string): boolean {
  const { letters, glyphCodes } = countCharacters(text);
  return letters > 0 && letters / (letters + glyphCodes) >= MIN_LETTER_SHARE;
}

function countCharacters(text: string) {
  return {
    letters: text.match(/[\p{L}\p{N}]/gu)?.length ?? 0,
    glyphCodes: text.match(/[^\p{L}\p{N}\p{P}\s]/gu)?.length ?? 0,
  };
}

/** False for a text layer that is missing (scanned pages) or mostly glyph codes (controls, symbols, private use). */
export function looksLikeText(text: string, pages: number): boolean {
  const { letters, glyphCodes } = countCharacters(text);
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
