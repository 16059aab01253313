import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { type HttpError, tooLarge, unprocessable } from '../../http-error';

/** One file of a ZIP as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** General purpose flags: bit 0 encrypted, bit 3 sizes and CRC in a descriptor after the data, bit 11 UTF-8 name. */
  flags: number;
  crc32: number;
  /** Where the compressed bytes start, past the local header. */
  dataOffset: number;
}

/** Far above any real .docx, far below what would exhaust the server. */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioCheckedAbove: 1024 * 1024,
} as const;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
const SIZES_IN_DESCRIPTOR = 0x8;

/** What a refused archive is told: a Word file's texts unless the caller (an Anki package) has its own. */
export interface ZipRefusals {
  damaged: () => HttpError;
  unsafe: () => HttpError;
}

const WORD_REFUSALS: ZipRefusals = {
  damaged: () => unprocessable(UPLOAD_MESSAGES.damagedWord),
  unsafe: () => tooLarge(UPLOAD_MESSAGES.unsafeWord),
};
const inflate = promisify(inflateRaw);

/**
 * Reads the central directory without decompressing anything; refuses archives with too many
 * entries. Other ZIP readers resolve an ambiguous archive differently (JSZip, inside mammoth,
 * takes a gap before the end record for prepended bytes and reads a second directory there), so
 * only an unambiguous layout passes: one directory ending exactly at the end record, every entry
 * backed by a matching local header, no name twice and no two entries sharing bytes.
 */
export function readZipDirectory(data: Buffer, { damaged, unsafe }: ZipRefusals = WORD_REFUSALS): ZipEntry[] {
  const end = findEndOfDirectory(data);
  if (end < 0) throw damaged();
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const start = data.readUInt32LE(end + 16);
  if (count > ZIP_LIMITS.maxEntries) throw unsafe();
  // ZIP64 marks these fields 0xFFFF…; no .docx within the upload limit needs it, so it is treated as damaged.
  if (count === 0xffff || start === 0xffffffff || start + size !== end) throw damaged();
  // One disk only, and nothing after the end record but its own comment.
  const singleDisk = data.readUInt16LE(end + 4) === 0 && data.readUInt16LE(end + 6) === 0 && data.readUInt16LE(end + 8) === count;
  if (!singleDisk || data.readUInt16LE(end + 20) !== data.length - end - 22) throw damaged();
  const entries: ZipEntry[] = [];
  for (let at = start; at < end;) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > end) throw damaged();
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      crc32: data.readUInt32LE(at + 16),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
      dataOffset: 0,
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    if (entries.length > ZIP_LIMITS.maxEntries) throw unsafe();
    at = next;
  }
  if (entries.length !== count || new Set(entries.map((entry) => entry.name)).size !== count) throw damaged();
  assertLocalHeadersMatch(data, entries, start, damaged);
  return entries;
}

/** Each entry's local header repeats its directory entry, and entries' bytes lie apart, before the directory. */
function assertLocalHeadersMatch(data: Buffer, entries: ZipEntry[], directoryStart: number, damaged: () => HttpError): void {
  const spans: Array<[number, number]> = [];
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (entry.flags & ENCRYPTED || at + 30 > directoryStart || data.readUInt32LE(at) !== LOCAL_HEADER) throw damaged();
    const flags = data.readUInt16LE(at + 6);
    if (flags & ENCRYPTED) throw damaged();
    const nameLength = data.readUInt16LE(at + 26);
    entry.dataOffset = at + 30 + nameLength + data.readUInt16LE(at + 28);
    const dataEnd = entry.dataOffset + entry.compressedSize;
    if (dataEnd > directoryStart || data.readUInt16LE(at + 8) !== entry.method) throw damaged();
    if (data.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) throw damaged();
    // With a data descriptor the local header may leave CRC and sizes at zero; else they must agree.
    const inHeader = [data.readUInt32LE(at + 14), data.readUInt32LE(at + 18), data.readUInt32LE(at + 22)];
    const declared = [entry.crc32, entry.compressedSize, entry.uncompressedSize];
    const agree = inHeader.every((value, index) => value === declared[index] || (flags & SIZES_IN_DESCRIPTOR && value === 0));
    if (!agree) throw damaged();
    spans.push([at, dataEnd]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (let index = 1; index < spans.length; index += 1) {
    if (spans[index]![0] < spans[index - 1]![1]) throw damaged();
  }
}

/** The record sits at the very end, unless an archive comment (at most 65,535 bytes) follows it. */
function findEndOfDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** Refuses zip bombs from their declared sizes alone, before a single byte is inflated. */
export function assertZipWithinLimits(entries: readonly ZipEntry[], { unsafe }: ZipRefusals = WORD_REFUSALS): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > ZIP_LIMITS.ratioCheckedAbove && ratio > ZIP_LIMITS.maxRatio) throw unsafe();
  }
  if (total > ZIP_LIMITS.maxTotalBytes) throw unsafe();
}

/**
 * Declared sizes are only claims: inflates each entry with a ceiling of its declared size, so an
 * archive that lies about them is refused having produced at most the (already bounded) declared
 * bytes. The CRC must match too, so the bytes checked are the bytes a reader gets.
 */
export async function assertDeclaredSizesHold(
  data: Buffer,
  entries: readonly ZipEntry[],
  refusals: ZipRefusals = WORD_REFUSALS,
): Promise<void> {
  for (const entry of entries) await checkedEntryBytes(data, entry, refusals);
}

/** One entry's bytes, inflated no further than its declared size and matching its CRC. */
export async function checkedEntryBytes(data: Buffer, entry: ZipEntry, { damaged }: ZipRefusals = WORD_REFUSALS): Promise<Buffer> {
  const body = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.dataOffset < 30 || body.length !== entry.compressedSize) throw damaged();
  if (entry.method !== STORED && entry.method !== DEFLATED) throw damaged();
  if (entry.method === STORED && entry.compressedSize !== entry.uncompressedSize) throw damaged();
  const inflated =
    entry.method === STORED
      ? body
      : await inflate(body, { maxOutputLength: Math.max(1, entry.uncompressedSize) }).catch(() => {
          throw damaged();
        });
  if (inflated.length !== entry.uncompressedSize || crc32(inflated) !== entry.crc32) throw damaged();
  return inflated;
}
