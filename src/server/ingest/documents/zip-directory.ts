import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { UPLOAD_MESSAGES } from '../../../shared/upload';
import { HttpError } from '../../http-error';

/** One file of a ZIP as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
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

const damaged = () => new HttpError(422, UPLOAD_MESSAGES.damagedWord);
const unsafe = () => new HttpError(413, UPLOAD_MESSAGES.unsafeWord);
const inflate = promisify(inflateRaw);

/** Reads the central directory without decompressing anything; refuses archives with too many entries. */
export function readZipDirectory(data: Buffer): ZipEntry[] {
  const end = findEndOfDirectory(data);
  if (end < 0) throw damaged();
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const start = data.readUInt32LE(end + 16);
  if (count > ZIP_LIMITS.maxEntries) throw unsafe();
  // ZIP64 marks these fields 0xFFFF…; no .docx within the upload limit needs it, so it is treated as damaged.
  if (count === 0xffff || start === 0xffffffff || start + size > end) throw damaged();
  const entries: ZipEntry[] = [];
  for (let at = start; at < start + size; ) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
    const nameLength = data.readUInt16LE(at + 28);
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, Math.min(at + 46 + nameLength, end)),
    });
    if (entries.length > ZIP_LIMITS.maxEntries) throw unsafe();
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
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
export function assertZipWithinLimits(entries: readonly ZipEntry[]): void {
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
 * archive that lies about them is refused having produced at most the (already bounded) declared bytes.
 */
export async function assertDeclaredSizesHold(data: Buffer, entries: readonly ZipEntry[]): Promise<void> {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) throw damaged();
    const bodyStart = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    const body = data.subarray(bodyStart, bodyStart + entry.compressedSize);
    if (body.length !== entry.compressedSize) throw damaged();
    if (entry.method === STORED) {
      if (entry.compressedSize !== entry.uncompressedSize) throw damaged();
      continue;
    }
    if (entry.method !== DEFLATED) throw damaged();
    const inflated = await inflate(body, { maxOutputLength: Math.max(1, entry.uncompressedSize) }).catch(() => {
      throw damaged();
    });
    if (inflated.length !== entry.uncompressedSize) throw damaged();
  }
}
