import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { twoDirectoryDocx } from './test-zips';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { rebuildZip } from './zip-rebuild';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('the archive mammoth is given', () => {
  it('holds the checked entries and reads as the original', async () => {
    const data = fixture('cell-biology.docx');
    const rebuilt = rebuildZip(data, readZipDirectory(data));
    expect(readZipDirectory(rebuilt).map((entry) => entry.name)).toEqual(readZipDirectory(data).map((entry) => entry.name));
    const [original, copy] = await Promise.all([mammoth.extractRawText({ buffer: data }), mammoth.extractRawText({ buffer: rebuilt })]);
    expect(copy.value).toBe(original.value);
  });

  it('leaves out whatever the upload hid beside the checked entries', async () => {
    const data = await twoDirectoryDocx(2 * 1024 * 1024);
    // mammoth, given the upload itself, reads the hidden directory: 2 MB of padding, no text.
    expect((await mammoth.extractRawText({ buffer: data })).value.trim()).toBe('');
    // The first directory's one entry, as a lenient reader would list it (stored, at offset 0).
    const nameLength = data.readUInt16LE(26);
    const size = data.readUInt32LE(18);
    const checked: ZipEntry = {
      name: 'word/document.xml',
      method: 0,
      flags: 0,
      crc32: data.readUInt32LE(14),
      compressedSize: size,
      uncompressedSize: size,
      localHeaderOffset: 0,
      dataOffset: 30 + nameLength,
    };
    expect((await mammoth.extractRawText({ buffer: rebuildZip(data, [checked]) })).value.trim()).toBe('Harmless notes about cells.');
  });
});
