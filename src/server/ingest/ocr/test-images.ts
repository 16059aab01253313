import { crc32, deflateSync } from 'node:zlib';

// Images built in code for tests: exact sizes and pixels that no fixture file needs to carry.

function pngChunk(type: string, body: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([frame, typed, crc]);
}

/** A valid 8-bit greyscale PNG; with `rows` omitted only the header (a size claim, no pixels). */
export function greyPng(width: number, height: number, rows?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  const data = rows ? [pngChunk('IDAT', deflateSync(rows))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...data,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PNG scanlines of white pixels, each after its filter-type byte 0 ("none"). */
export function whiteRows(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return rows;
}
