import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { assertDeclaredSizesHold, assertZipWithinLimits, readZipDirectory } from './zip-directory';

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
