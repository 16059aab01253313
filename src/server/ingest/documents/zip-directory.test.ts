import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { assertDeclaredSizesHold, assertZipWithinLimits, readZipDirectory } from './zip-directory';
import { directoryEntry, documentXml, endOfDirectory, localHeader, twoDirectoryDocx, zipArchive, zipEntry } from './test-zips';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('the ZIP central directory', () => {
  it('lists the entries of a real .docx with their sizes, and they hold', async () => {
    const data = fixture('single-paragraph.docx');
    const entries = readZipDirectory(data);
    const document = entries.find((entry) => entry.name === 'word/document.xml');
    expect(document).toMatchObject({ method: 8 });
    expect(document!.uncompressedSize).toBeGreaterThan(document!.compressedSize);
    expect(() => assertZipWithinLimits(entries)).not.toThrow();
    await expect(assertDeclaredSizesHold(data, entries)).resolves.toBeUndefined();
  });

  it('reports the 60 MB the bomb declares and refuses it synchronously, inflating nothing', () => {
    const entries = readZipDirectory(fixture('zip-bomb.docx'));
    expect(entries.find((entry) => entry.name === 'word/document.xml')?.uncompressedSize).toBe(60 * 1024 * 1024);
    expect(() => assertZipWithinLimits(entries)).toThrow(UPLOAD_MESSAGES.unsafeWord);
  });

  it('stops reading past 2,000 entries', () => {
    expect(() => readZipDirectory(fixture('many-entries.docx'))).toThrow(UPLOAD_MESSAGES.unsafeWord);
  });

  it('calls truncated or foreign data damaged', () => {
    const docx = fixture('cell-biology.docx');
    expect(() => readZipDirectory(docx.subarray(0, docx.length - 30))).toThrow(UPLOAD_MESSAGES.damagedWord);
    expect(() => readZipDirectory(fixture('random-bytes.txt'))).toThrow(UPLOAD_MESSAGES.damagedWord);
  });

  it('catches an entry that inflates past its declared size', async () => {
    const data = fixture('lying-sizes.docx');
    const entries = readZipDirectory(data);
    expect(() => assertZipWithinLimits(entries)).not.toThrow();
    await expect(assertDeclaredSizesHold(data, entries)).rejects.toThrow(UPLOAD_MESSAGES.damagedWord);
  });
});

describe('an archive other ZIP readers could read differently', () => {
  const body = documentXml('Cells divide.');
  const entry = (name = 'word/document.xml', data = body) => zipEntry(name, data);

  it('reads a plain archive, and its entries hold', async () => {
    const data = zipArchive([entry(), entry('word/styles.xml')]);
    const entries = readZipDirectory(data);
    expect(entries.map((e) => e.name)).toEqual(['word/document.xml', 'word/styles.xml']);
    await expect(assertDeclaredSizesHold(data, entries)).resolves.toBeUndefined();
  });

  it('refuses a directory that ends before the end record, where a second directory hides', async () => {
    const data = await twoDirectoryDocx(2 * 1024 * 1024);
    expect(() => readZipDirectory(data)).toThrow(UPLOAD_MESSAGES.damagedWord);
  });

  it('refuses bytes after the end record that are not its comment', () => {
    expect(() => readZipDirectory(Buffer.concat([zipArchive([entry()]), Buffer.from('trailing')]))).toThrow(UPLOAD_MESSAGES.damagedWord);
  });

  it('refuses the same name twice', () => {
    expect(() => readZipDirectory(zipArchive([entry(), entry()]))).toThrow(UPLOAD_MESSAGES.damagedWord);
  });

  it('refuses a local header that names another file, another method or other sizes', () => {
    const liar = entry();
    const cases = [
      localHeader({ ...liar, name: 'word/other.xml' }),
      localHeader({ ...liar, method: 0 }),
      localHeader({ ...liar, size: liar.size + 1 }),
      localHeader({ ...liar, crc: (liar.crc ^ 1) >>> 0 }),
    ];
    for (const local of cases) expect(() => readZipDirectory(zipArchive([liar], [local]))).toThrow(UPLOAD_MESSAGES.damagedWord);
  });

  it('refuses entries that share bytes (an entry stored inside another)', () => {
    const inner = entry('word/document.xml');
    const innerLocal = localHeader(inner);
    const outer = zipEntry('word/outer.xml', innerLocal, 0);
    // The directory lists the outer entry at 0 and the inner one inside the outer one's data.
    const directory = Buffer.concat([directoryEntry(outer, 0), directoryEntry(inner, 30 + outer.name.length)]);
    const locals = localHeader(outer);
    const data = Buffer.concat([locals, directory, endOfDirectory(2, directory.length, locals.length)]);
    expect(() => readZipDirectory(data)).toThrow(UPLOAD_MESSAGES.damagedWord);
  });

  it('refuses an entry whose data does not match its CRC', async () => {
    const wrong = { ...entry(), crc: 0 };
    const data = zipArchive([wrong]);
    await expect(assertDeclaredSizesHold(data, readZipDirectory(data))).rejects.toThrow(UPLOAD_MESSAGES.damagedWord);
  });
});
