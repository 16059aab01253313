import type { ZipEntry } from './zip-directory';

const UTF8_NAME = 0x800;
/** 1980-01-01, the earliest date a ZIP can hold: the rebuilt archive carries no times. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A new ZIP holding exactly the entries given (their compressed bytes copied as they are), with
 * fresh headers, one directory and nothing else. A parser handed this archive can only find what
 * was checked, whatever else the uploaded file hid between, before or after its entries.
 */
export function rebuildZip(data: Buffer, entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const flags = /^[\x20-\x7e]*$/u.test(entry.name) ? 0 : UTF8_NAME;
    const body = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(entry.crc32, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    // Version needed through sizes and name length are the local header's fields, in the same order.
    local.copy(record, 6, 4, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    directory.push(record, name);
    offset += local.length + name.length + body.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
