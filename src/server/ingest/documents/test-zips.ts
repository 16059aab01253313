import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

// Builds ZIP archives for tests and benches: plain ones, and Word files that attack the ZIP layer.
// Generated rather than committed: one payload inflates to hundreds of megabytes.

const WORD_DOCUMENT = 'word/document.xml';
const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A Word body with one paragraph, as mammoth reads it. */
export function documentXml(text: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NAMESPACE}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
}

/** Raw deflate of `size` bytes: a document body padded with spaces, fed in 1 MB slices so the input is never held whole. */
async function deflatedPaddedDocument(size: number): Promise<{ packed: Buffer; crc: number }> {
  const head = documentXml('').toString().replace('<w:body>', '<w:body>\n');
  const [open = '', close = ''] = head.split('\n');
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  const write = (bytes: Buffer) => {
    crc = crc32(bytes, crc);
    return deflate.write(bytes) || new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(open));
  for (let left = size - open.length - close.length; left > 0; left -= chunk.length)
    await write(chunk.subarray(0, Math.min(left, chunk.length)));
  await write(Buffer.from(close));
  deflate.end();
  await done;
  return { packed: Buffer.concat(parts), crc };
}

export interface RawEntry {
  name: string;
  method: number;
  packed: Buffer;
  size: number;
  crc: number;
}

/** An entry stored or deflated, with true sizes and CRC; tests alter fields to make it lie. */
export function zipEntry(name: string, data: Buffer, method: 0 | 8 = 8): RawEntry {
  return { name, method, packed: method === 8 ? deflateRawSync(data) : data, size: data.length, crc: crc32(data) };
}

/**
 * A plain archive: local headers and data in order, one directory, the end record. `locals` may
 * replace an entry's local header and data (to make them disagree with the directory).
 */
export function zipArchive(entries: readonly RawEntry[], locals: ReadonlyArray<Buffer | undefined> = []): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const local = locals[index] ?? localHeader(entry);
    directory.push(directoryEntry(entry, offset));
    parts.push(local);
    offset += local.length;
  });
  const directoryBytes = Buffer.concat(directory);
  return Buffer.concat([...parts, directoryBytes, endOfDirectory(entries.length, directoryBytes.length, offset)]);
}

export function localHeader(entry: RawEntry): Buffer {
  const name = Buffer.from(entry.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.packed.length, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, entry.packed]);
}

export function directoryEntry(entry: RawEntry, localOffset: number): Buffer {
  const name = Buffer.from(entry.name);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(entry.method, 10);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.packed.length, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(name.length, 28);
  record.writeUInt32LE(localOffset, 42);
  return Buffer.concat([record, name]);
}

export function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/**
 * A .docx with two central directories. The end record points to the first, which lists a small
 * stored word/document.xml; the second, between the first and the end record, lists a deflated
 * word/document.xml of `hiddenBytes`. A reader that takes the gap after the first directory for
 * bytes prepended to the archive (as JSZip, inside mammoth, does) shifts every offset by the
 * second directory's length and reads that one instead. Both directories are the same length, and
 * the small entry comes first and is longer than a directory, so the shifted offsets stay valid.
 */
export async function twoDirectoryDocx(hiddenBytes: number): Promise<Buffer> {
  const harmless = documentXml('Harmless notes about cells.');
  const small: RawEntry = { name: WORD_DOCUMENT, method: 0, packed: harmless, size: harmless.length, crc: crc32(harmless) };
  const { packed, crc } = await deflatedPaddedDocument(hiddenBytes);
  const bomb: RawEntry = { name: WORD_DOCUMENT, method: 8, packed, size: hiddenBytes, crc };

  const smallLocal = localHeader(small);
  const bombLocal = localHeader(bomb);
  const firstDirectoryAt = smallLocal.length + bombLocal.length;
  const firstDirectory = directoryEntry(small, 0);
  // Read with every offset shifted by this directory's length, its entry must point at bombLocal.
  const secondDirectory = directoryEntry(bomb, smallLocal.length - firstDirectory.length);
  return Buffer.concat([
    smallLocal,
    bombLocal,
    firstDirectory,
    secondDirectory,
    endOfDirectory(1, firstDirectory.length, firstDirectoryAt),
  ]);
}
