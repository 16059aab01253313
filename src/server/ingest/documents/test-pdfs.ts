import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

// Builds PDFs for tests and benches: one of many short pages, and a small one that is expensive
// to read, every page drawing the same long content stream, stored once, so the file stays tiny
// while each page costs the parser the whole stream again.

/** `pages` pages, each with the line "Page N is about osmosis." */
export async function numberedPagesPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1)
    document.addPage([300, 200]).drawText(`Page ${page} is about osmosis.`, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await document.save());
}

/** `pages` pages sharing one content stream of `lines` lines of text. */
export async function sharedStreamPdf(pages: number, lines = 1500): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const operators: string[] = ['BT', '/F1 6 Tf', '20 830 Td', '7 TL'];
  for (let line = 0; line < lines; line += 1) operators.push(`(Line ${line} of the shared stream about osmosis and diffusion) '`);
  operators.push('ET');
  const contents = document.context.register(document.context.flateStream(operators.join('\n')));
  for (let page = 0; page < pages; page += 1) {
    const leaf = document.addPage([595, 842]).node;
    leaf.setFontDictionary(PDFName.of('F1'), font.ref);
    leaf.set(PDFName.of('Contents'), contents);
  }
  return Buffer.from(await document.save({ useObjectStreams: true }));
}
