/**
 * tesseract.js converts every BMP through bmp-js after spreading its bytes into a plain object: a
 * large BMP then costs many times its size in memory, and seconds, before OCR starts (decision
 * 061). Uncompressed BMPs (what screenshot tools write) are turned into a greyscale PGM here
 * instead, which Leptonica reads as is.
 */

const RGB = 0;
const BITFIELDS = 3;

/** The BMP as a binary PGM, or undefined for variants left to tesseract.js (RLE, 16-bit, unusual masks). */
export function bmpToPgm(data: Buffer): Buffer | undefined {
  try {
    return convert(data);
  } catch (error) {
    if (error instanceof RangeError) return undefined; // truncated: tesseract.js reports it as unreadable
    throw error;
  }
}

function convert(data: Buffer): Buffer | undefined {
  const headerSize = data.readUInt32LE(14);
  if (headerSize < 40) return undefined; // OS/2 1.x headers: rare, left to tesseract.js
  const width = data.readInt32LE(18);
  const rawHeight = data.readInt32LE(22);
  const height = Math.abs(rawHeight);
  const bits = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  if (width <= 0 || height === 0 || ![1, 4, 8, 24, 32].includes(bits)) return undefined;
  if (compression !== RGB && !(compression === BITFIELDS && bits === 32 && hasBgrxMasks(data))) return undefined;

  const palette = bits <= 8 ? greyPalette(data, 14 + headerSize, data.readUInt32LE(46) || 2 ** bits) : undefined;
  const pixelStart = data.readUInt32LE(10);
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  if (pixelStart + rowBytes * height > data.length) return undefined;

  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const out = Buffer.alloc(header.length + width * height);
  header.copy(out);
  for (let y = 0; y < height; y += 1) {
    // Positive height: rows are stored bottom-up.
    const row = pixelStart + (rawHeight > 0 ? height - 1 - y : y) * rowBytes;
    let at = header.length + y * width;
    for (let x = 0; x < width; x += 1, at += 1) {
      if (palette) {
        const bit = x * bits;
        const index = ((data[row + (bit >> 3)] ?? 0) >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
        out[at] = palette[index] ?? 0;
      } else {
        const pixel = row + x * (bits >> 3);
        out[at] = grey(data[pixel + 2] ?? 0, data[pixel + 1] ?? 0, data[pixel] ?? 0); // stored as B, G, R
      }
    }
  }
  return out;
}

const grey = (red: number, green: number, blue: number) => Math.round(0.299 * red + 0.587 * green + 0.114 * blue);

function greyPalette(data: Buffer, start: number, count: number): Uint8Array {
  const palette = new Uint8Array(Math.min(count, 256));
  for (let i = 0; i < palette.length; i += 1) {
    const at = start + i * 4;
    palette[i] = grey(data.readUInt8(at + 2), data.readUInt8(at + 1), data.readUInt8(at));
  }
  return palette;
}

/**
 * 32-bit bitfields are plain B, G, R bytes only when the masks say so. The masks sit at file offset
 * 54 either way: right after a 40-byte header, or inside the longer V2 to V5 headers.
 */
function hasBgrxMasks(data: Buffer): boolean {
  return data.readUInt32LE(54) === 0xff0000 && data.readUInt32LE(58) === 0xff00 && data.readUInt32LE(62) === 0xff;
}
