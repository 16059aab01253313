// Writes the generated test fixtures of src/server/ingest/documents/fixtures (run: node scripts/make-fixtures.mjs).
// The copied third-party fixtures are listed in that folder's SOURCES.md and are not touched here.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const out = new URL('../src/server/ingest/documents/fixtures/', import.meta.url);
mkdirSync(out, { recursive: true });
const write = (name, data) => writeFileSync(new URL(name, out), data);
// Fixed dates keep regenerated PDFs byte-identical, so re-running the script shows no spurious diff.
const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

const STUDY_PAGES = [
  {
    heading: 'Photosynthesis',
    paragraphs: [
      'Photosynthesis is the process by which green plants use light energy to turn carbon dioxide and water into glucose and oxygen. It takes place in the chloroplasts, where the pigment chlorophyll absorbs mostly red and blue light.',
      'The light-dependent reactions split water molecules and release oxygen as a by-product. The Calvin cycle then uses the energy stored in ATP and NADPH to fix carbon dioxide into sugars that the plant cells use to grow.',
    ],
  },
  {
    heading: 'The Water Cycle',
    paragraphs: [
      'The water cycle describes how water moves between the oceans, the atmosphere and the land. Heat from the Sun drives evaporation from seas and lakes, and plants release water vapour through transpiration.',
      'As moist air rises it cools, and condensation forms clouds. Precipitation returns the water to the surface as rain or snow, where it collects in rivers, soaks into the ground and flows back to the sea.',
    ],
  },
];

function wrap(text, font, size, width) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines.at(-1);
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) lines[lines.length - 1] = next;
    else lines.push(word);
  }
  return lines;
}

async function newPdf(title) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  return pdf;
}

async function studyPdf() {
  const pdf = await newPdf('Photosynthesis and the Water Cycle');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  STUDY_PAGES.forEach(({ heading, paragraphs }, index) => {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    if (index === 0) {
      page.drawText('Photosynthesis and the Water Cycle', { x: 60, y, size: 20, font: bold });
      y -= 40;
    }
    page.drawText(heading, { x: 60, y, size: 15, font: bold });
    y -= 28;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, font, 11, 475)) {
        page.drawText(line, { x: 60, y, size: 11, font });
        y -= 16;
      }
      y -= 12;
    }
  });
  return pdf.save();
}

// A "scanned" page: only drawn shapes, no text layer at all.
async function scannedPdf() {
  const pdf = await newPdf('Scan');
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, color: rgb(0.97, 0.96, 0.92) });
  for (let row = 0; row < 30; row += 1) {
    const width = 380 + ((row * 37) % 100);
    page.drawRectangle({ x: 70, y: 760 - row * 22, width, height: 8, color: rgb(0.25, 0.25, 0.25) });
  }
  return pdf.save();
}

// pdf.js asks for a password when the empty one does not match /U, so random /O and /U lock the file.
function passwordPdf() {
  const hex = (seed) => createHash('sha256').update(seed).digest('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex('owner')}> /U <${hex('user')}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const id = hex('id').slice(0, 32);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\n`;
  return Buffer.from(`${body}startxref\n${xref}\n%%EOF\n`, 'latin1');
}

function studyDocx(children) {
  return Packer.toBuffer(new Document({ creator: 'Studium fixtures', sections: [{ children }] }));
}

const biologyDocx = () =>
  studyDocx([
    new Paragraph({ text: 'Cell Biology Basics', heading: HeadingLevel.HEADING_1 }),
    new Paragraph('Cells are the basic units of life. Every living organism is made of one or more cells.'),
    new Paragraph('The nucleus holds the genetic material, while mitochondria release energy through respiration.'),
    new Paragraph({ text: 'Key organelles', heading: HeadingLevel.HEADING_2 }),
    new Paragraph({ text: 'Nucleus: controls the activities of the cell', bullet: { level: 0 } }),
    new Paragraph({ text: 'Mitochondria: site of aerobic respiration', bullet: { level: 0 } }),
    new Paragraph({ text: 'Ribosomes: where proteins are made', bullet: { level: 0 } }),
  ]);

/** A minimal ZIP; `declaredSize` lets an entry lie about its uncompressed size. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data, store = false, declaredSize = data.length } of entries) {
    const packed = store ? data : deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name, 'utf8');
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(store ? 0 : 8, 4); // method
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(declaredSize, 18);
    fields.writeUInt16LE(fileName.length, 22);
    const local = Buffer.concat([u32(0x04034b50), fields, fileName, packed]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields.copy(central, 6, 0, 26);
    central.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(Buffer.concat([central, fileName]));
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function u32(value) {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const wordZip = (documentEntry, more = []) => zip([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, documentEntry, ...more]);
const MB = 1024 * 1024;

function png() {
  const chunk = (type, data) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const pixels = deflateSync(Buffer.from([0, 66, 133, 244, 255]));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function u32be(value) {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

// Deterministic "random" bytes, so the fixture does not change on every run.
function noise(length) {
  const chunks = [];
  for (let block = createHash('sha256').update('studium').digest(); chunks.length * 32 < length;) {
    chunks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(chunks).subarray(0, length);
}

const UTF16_TEXT = 'Mitochondria — the powerhouse of the cell\r\n\r\nCafé résumé: naïve cells → energy (ATP) ✓\r\n';
const CSV_TEXT =
  'term,definition\r\nPhotosynthesis,Plants turn light into chemical energy\r\nEvaporation,"Water turns into vapour, mostly from oceans"\r\nCondensation,Vapour cools into droplets that form clouds\r\n';
const MARKDOWN_TEXT =
  '# The French Revolution\n\nThe revolution began in 1789 and ended the absolute monarchy of Louis XVI.\n\n## Causes\n\n- Debt after costly wars\n- Bread prices and hunger\n';

write('study-notes.pdf', await studyPdf());
write('scanned.pdf', await scannedPdf());
write('password.pdf', passwordPdf());
write('cell-biology.docx', await biologyDocx());
write('empty.docx', await studyDocx([]));
write('zip-bomb.docx', wordZip({ name: 'word/document.xml', data: Buffer.alloc(60 * MB) }));
write('ratio-bomb.docx', wordZip({ name: 'word/document.xml', data: Buffer.alloc(5 * MB) }));
write('lying-sizes.docx', wordZip({ name: 'word/document.xml', data: Buffer.alloc(2 * MB), declaredSize: 1000 }));
write(
  'many-entries.docx',
  wordZip(
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    Array.from({ length: 2001 }, (_, index) => ({ name: `m/${index}`, data: Buffer.alloc(0), store: true })),
  ),
);
write('image-renamed.pdf', png());
write('random-bytes.txt', noise(4096));
write('legacy.doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]));
write('utf16-notes.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UTF16_TEXT, 'utf16le')]));
write('glossary.csv', CSV_TEXT);
write('french-revolution.md', MARKDOWN_TEXT);
console.log(`fixtures written to ${out.pathname}`);
