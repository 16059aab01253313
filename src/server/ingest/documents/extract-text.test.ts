import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES, MAX_UPLOAD_BYTES, PDF_NOTICES, UPLOAD_MESSAGES } from '../../../shared/upload';
import { HttpError } from '../../http-error';
import { extractText, type UploadInput } from './extract-text';
import { CELL_BIOLOGY_PARAGRAPHS } from './fixtures/cell-biology';
import { numberedPagesPdf, sharedStreamPdf } from './test-pdfs';
import { twoDirectoryDocx } from './test-zips';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const upload = (filename: string, data: Buffer = fixture(filename)): UploadInput => ({ filename, data });
const withWord = { allowDocx: true };
const textOnly = { allowDocx: false };

async function refusal(input: UploadInput, options = withWord) {
  const error: unknown = await extractText(input, options).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, message } = error as HttpError;
  return { status, message };
}

describe('extracting text from PDFs', () => {
  it('reads both pages of study notes as whole sentences, with a title, subject and goal', async () => {
    const document = await extractText(upload('study-notes.pdf'), textOnly);
    expect(document.content).toContain(
      'Photosynthesis is the process by which green plants use light energy to turn carbon dioxide and water into glucose and oxygen.',
    );
    expect(document.content).toContain(
      'Precipitation returns the water to the surface as rain or snow, where it collects in rivers, soaks into the ground and flows back to the sea.',
    );
    expect(document).toMatchObject({
      title: 'Photosynthesis and the Water Cycle',
      suggestedSubject: 'Biology',
      suggestedGoal: 'Understand and revise Photosynthesis and the Water Cycle',
    });
  });

  it('keeps the text of all three pages of basicapi.pdf in page order', async () => {
    const { content, title } = await extractText(upload('basicapi.pdf'), textOnly);
    const markers = [
      'Table Of Content',
      'page 1 / 3',
      'Chapter 1',
      'page 2 / 3',
      'Paragraph 1.1',
      'Powered by TCPDF (www.tcpdf.org)',
      'page 3 / 3',
    ];
    let cursor = 0;
    for (const marker of markers) {
      cursor = content.indexOf(marker, cursor);
      expect(cursor, marker).toBeGreaterThanOrEqual(0);
    }
    expect(title).toBe('Chapter 1');
  });

  it('refuses a scanned PDF without a text layer, pointing to OCR', async () => {
    expect(await refusal(upload('scanned.pdf'))).toEqual({ status: 422, message: UPLOAD_MESSAGES.noPdfText });
  });

  it('keeps the readable pages of a PDF whose other pages are glyph codes, naming the pages left out', async () => {
    const document = await extractText(upload('TAMReview.pdf'), textOnly);
    expect(document.content).toContain('Overview of the Technology Acceptance Model: Origins, Developments and Future Directions');
    expect(document.content).toContain('Michel Avital, University of Amsterdam');
    expect(document.content).not.toContain('\u0002');
    expect(document.notice).toBe(PDF_NOTICES.unreadablePages(Array.from({ length: 21 }, (_, index) => index + 2)));
    expect(document.notice).toContain('Pages 2–22 of this PDF have no readable text');
  });

  it(`reads the first ${MAX_PDF_PAGES} pages of a longer PDF and says so`, async () => {
    const document = await extractText(upload('long.pdf', await numberedPagesPdf(MAX_PDF_PAGES + 2)), textOnly);
    expect(document.content).toContain(`Page ${MAX_PDF_PAGES} is about osmosis.`);
    expect(document.content).not.toContain(`Page ${MAX_PDF_PAGES + 1} is`);
    expect(document.notice).toBe(PDF_NOTICES.pageCap(MAX_PDF_PAGES, MAX_PDF_PAGES + 2));
  });

  it('reads a small PDF whose pages all repeat one long drawing off the main thread', async () => {
    await extractText(upload('study-notes.pdf'), textOnly); // the parsing thread's first start is not what is measured
    const pdf = await sharedStreamPdf(40);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const document = await extractText(upload('shared.pdf', pdf), textOnly);
    await setTimeout(30); // the histogram samples when its timer next runs
    delay.disable();
    expect(document.content).toContain('Line 1 of the shared stream about osmosis and diffusion');
    // Read on the main thread, these 40 pages blocked the event loop for about a second (more on a busy machine).
    expect(delay.max / 1e6).toBeLessThan(300);
  });

  it('adds no notice when every page was read', async () => {
    expect((await extractText(upload('basicapi.pdf'), textOnly)).notice).toBeUndefined();
  });

  it('refuses a password-protected PDF and a damaged one, each with its own message', async () => {
    expect(await refusal(upload('password.pdf'))).toEqual({ status: 422, message: UPLOAD_MESSAGES.lockedPdf });
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), fixture('random-bytes.txt')]);
    expect(await refusal(upload('broken.pdf', damaged))).toEqual({ status: 422, message: UPLOAD_MESSAGES.damagedPdf });
  });
});

describe('extracting text from Word documents', () => {
  it('reads headings, paragraphs and bullet items as separate lines', async () => {
    const document = await extractText(upload('cell-biology.docx'), withWord);
    expect(document.content).toBe(CELL_BIOLOGY_PARAGRAPHS.join('\n\n'));
    expect(document).toMatchObject({ title: 'Cell Biology Basics', suggestedSubject: 'Biology' });
  });

  it('reads documents written by Word itself, tables included', async () => {
    expect((await extractText(upload('single-paragraph.docx'), withWord)).content).toBe('Walking on imported air');
    const tables = await extractText(upload('tables.docx'), withWord);
    expect(tables.content.split('\n\n')).toEqual(['Above', 'Top left', 'Top right', 'Bottom left', 'Bottom right', 'Below']);
    expect(tables.suggestedGoal).toBe('Understand and revise Above');
  });

  it('says so when a document has no text', async () => {
    expect(await refusal(upload('empty.docx'))).toEqual({ status: 422, message: UPLOAD_MESSAGES.noText });
  });

  it('refuses .docx where only text and PDF are taken', async () => {
    expect(await refusal(upload('cell-biology.docx'), textOnly)).toEqual({ status: 415, message: UPLOAD_MESSAGES.wrongType });
  });

  it('reads old Word (.doc) files where Word files are taken', async () => {
    const document = await extractText(upload('cell-biology.doc'), withWord);
    for (const paragraph of CELL_BIOLOGY_PARAGRAPHS) expect(document.content).toContain(paragraph);
    expect(document.title).toBe('Cell Biology Basics');
  });

  it('refuses a damaged .doc, a .doc where only text and PDF are taken, a .doc that is not one, and an old file named .docx', async () => {
    expect(await refusal(upload('legacy.doc'))).toEqual({ status: 422, message: UPLOAD_MESSAGES.damagedWord });
    expect(await refusal(upload('legacy.doc'), textOnly)).toEqual({ status: 415, message: UPLOAD_MESSAGES.wrongType });
    expect(await refusal(upload('notes.doc', fixture('study-notes.pdf')))).toEqual({
      status: 415,
      message: UPLOAD_MESSAGES.wrongTypeOrWord,
    });
    expect(await refusal(upload('notes.docx', fixture('legacy.doc')))).toEqual({ status: 415, message: UPLOAD_MESSAGES.lockedWord });
  });
});

describe('zip bombs', () => {
  it('refuses a DOCX declaring 60 MB from its directory alone, before inflating anything', async () => {
    const started = performance.now();
    // 413 with this message comes only from the declared-size check; inflating would answer 422.
    expect(await refusal(upload('zip-bomb.docx'))).toEqual({ status: 413, message: UPLOAD_MESSAGES.unsafeWord });
    // Inflating the 60 MB takes over 100 ms on a fast machine; reading the directory takes well under 1 ms.
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses an entry packed over 100:1, and an archive of more than 2,000 entries', async () => {
    expect(await refusal(upload('ratio-bomb.docx'))).toEqual({ status: 413, message: UPLOAD_MESSAGES.unsafeWord });
    expect(await refusal(upload('many-entries.docx'))).toEqual({ status: 413, message: UPLOAD_MESSAGES.unsafeWord });
  });

  it('refuses an archive whose entry inflates past the size it declares', async () => {
    expect(await refusal(upload('lying-sizes.docx'))).toEqual({ status: 422, message: UPLOAD_MESSAGES.damagedWord });
  });

  it('refuses at once a 200 KB .docx whose harmless directory hides a second one listing a 200 MB document', async () => {
    const data = await twoDirectoryDocx(200 * 1024 * 1024);
    expect(data.length).toBeLessThan(300 * 1024);
    const peakBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    expect(await refusal(upload('notes.docx', data))).toEqual({ status: 422, message: UPLOAD_MESSAGES.damagedWord });
    // Handed to mammoth, this file took 3.5 s and 600 MB more memory (it inflated the hidden document).
    expect(performance.now() - started).toBeLessThan(1000);
    expect((process.resourceUsage().maxRSS - peakBefore) / 1024).toBeLessThan(100);
  });
});

describe('plain text uploads', () => {
  it('decodes UTF-16 text with a BOM and normalises its line ends', async () => {
    const { content, title } = await extractText(upload('utf16-notes.txt'), textOnly);
    expect(content).toBe('Mitochondria — the powerhouse of the cell\n\nCafé résumé: naïve cells → energy (ATP) ✓');
    expect(title).toBe('Mitochondria — the powerhouse of the cell');
  });

  it('keeps CSV rows as lines and titles it from the file name', async () => {
    const document = await extractText(upload('glossary.csv'), textOnly);
    expect(document.content.split('\n')).toEqual([
      'term,definition',
      'Photosynthesis,Plants turn light into chemical energy',
      'Evaporation,"Water turns into vapour, mostly from oceans"',
      'Condensation,Vapour cools into droplets that form clouds',
    ]);
    expect(document.title).toBe('Glossary');
  });

  it('titles Markdown from its first heading', async () => {
    const document = await extractText(upload('french-revolution.md'), textOnly);
    expect(document).toMatchObject({ title: 'The French Revolution', suggestedSubject: 'History' });
    expect(document.content).toContain('- Bread prices and hunger');
  });

  it('uses the MIME type only for a name without extension', async () => {
    const pdf = await extractText({ filename: 'upload', mimeType: 'application/pdf', data: fixture('study-notes.pdf') }, textOnly);
    expect(pdf.title).toBe('Photosynthesis and the Water Cycle');
    const named = { filename: 'notes.pdf', mimeType: 'text/plain', data: fixture('glossary.csv') };
    expect(await refusal(named, textOnly)).toEqual({ status: 415, message: UPLOAD_MESSAGES.wrongType });
  });
});

describe('disguised and oversized files', () => {
  it('refuses a PNG renamed .pdf and random bytes renamed .txt', async () => {
    expect(await refusal(upload('image-renamed.pdf'), textOnly)).toEqual({ status: 415, message: UPLOAD_MESSAGES.wrongType });
    expect(await refusal(upload('random-bytes.txt'), textOnly)).toEqual({ status: 415, message: UPLOAD_MESSAGES.wrongType });
    expect(await refusal(upload('image-renamed.pdf'))).toEqual({ status: 415, message: UPLOAD_MESSAGES.wrongTypeOrWord });
  });

  it('takes exactly 10 MB, capping the text off the main thread, and refuses one byte more', async () => {
    const sentence = Buffer.from('Water evaporates, condenses into clouds and falls as rain. ');
    const full = Buffer.alloc(MAX_UPLOAD_BYTES, sentence);
    await extractText(upload('glossary.csv'), textOnly); // the parsing thread's first start is not what is measured
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const document = await extractText(upload('long.txt', full), textOnly);
    await setTimeout(30); // the histogram samples when its timer next runs
    delay.disable();
    // Decoded, cleaned and described on the main thread, these 10 MB blocked the event loop for a quarter of a second.
    expect(delay.max / 1e6).toBeLessThan(150);
    expect(document.content.length).toBeLessThanOrEqual(200_000);
    expect(document.content.length).toBeGreaterThan(199_000);
    expect(sentence.toString().split(' ')).toContain(document.content.split(' ').at(-1));
    const over = Buffer.concat([full, Buffer.from('.')]);
    expect(await refusal(upload('long.txt', over), textOnly)).toEqual({ status: 413, message: UPLOAD_MESSAGES.tooLarge });
  });
});
