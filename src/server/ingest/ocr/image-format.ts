/**
 * Image type and size from the first bytes, before anything decodes them: the type decides whether
 * OCR is tried at all, the size refuses decompression bombs (a few KB of PNG can declare 20000×20000).
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'bmp' | 'gif';

export interface ImageSize {
  width: number;
  height: number;
  /** Pixels the decoder will allocate: width × height, or for a GIF every frame's, since all are decoded. */
  pixels: number;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// "BM" alone starts too many text files, so the DIB header size must also be one of the known ones.
const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

/** The image format by magic bytes (not by name or MIME type, which the client chooses), or undefined. */
export function sniffImageFormat(data: Buffer): ImageFormat | undefined {
  if (data.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(data, 0, 2) === 'BM' && data.length >= 18 && BMP_HEADER_SIZES.has(data.readUInt32LE(14))) return 'bmp';
  return undefined;
}

/** The declared size, or undefined when the header is cut short or names no usable size (a damaged file). */
export function readImageSize(data: Buffer, format: ImageFormat): ImageSize | undefined {
  try {
    const size = READERS[format](data);
    if (!size || size.width <= 0 || size.height <= 0) return undefined;
    return { ...size, pixels: size.pixels ?? size.width * size.height };
  } catch (error) {
    if (error instanceof RangeError) return undefined; // read past the end of a truncated header
    throw error;
  }
}

type Reader = (data: Buffer) => (Omit<ImageSize, 'pixels'> & { pixels?: number }) | undefined;

const READERS: Record<ImageFormat, Reader> = {
  png: (data) => (ascii(data, 12, 16) === 'IHDR' ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) } : undefined),
  jpeg: readJpegSize,
  webp: readWebpSize,
  gif: readGifSize,
  bmp: (data) =>
    data.readUInt32LE(14) === 12
      ? { width: data.readUInt16LE(18), height: data.readUInt16LE(20) }
      : // Negative height means rows stored top-down; the pixel count is the same.
        { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) },
};

/** Walks the marker segments up to the first frame header (SOFn), which holds the size. */
function readJpegSize(data: Buffer) {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff)
      at += 1; // fill byte before a marker
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8))
      at += 2; // markers without a length
    else if (marker === 0xd9 || marker === 0xda)
      return undefined; // image data before any frame header
    else if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    } else at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

/** The first chunk says which codec: lossy (VP8), lossless (VP8L) or extended (VP8X, with a canvas size). */
function readWebpSize(data: Buffer) {
  const chunk = ascii(data, 12, 16);
  if (chunk === 'VP8 ') {
    if (data.readUIntBE(23, 3) !== 0x9d012a) return undefined; // key frame start code
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (data[20] !== 0x2f) return undefined;
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The screen size, and the pixels of every frame: the decoder (giflib's DGifSlurp) unpacks them all. */
function readGifSize(data: Buffer) {
  const width = data.readUInt16LE(6);
  const height = data.readUInt16LE(8);
  let at = 13 + colourTableBytes(data.readUInt8(10));
  let framePixels = 0;
  while (at < data.length) {
    const block = data[at];
    if (block === 0x21) {
      at = skipSubBlocks(data, at + 2); // extension: introducer, label, then data sub-blocks
    } else if (block === 0x2c) {
      framePixels += data.readUInt16LE(at + 5) * data.readUInt16LE(at + 7);
      at = skipSubBlocks(data, at + 10 + colourTableBytes(data.readUInt8(at + 9)) + 1); // +1: LZW code size
    } else {
      break; // trailer (0x3b) or junk, where the decoder stops too
    }
  }
  return { width, height, pixels: Math.max(width * height, framePixels) };
}

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

function skipSubBlocks(data: Buffer, start: number): number {
  let at = start;
  while (at < data.length) {
    const size = data[at] ?? 0;
    at += 1 + size;
    if (size === 0) break;
  }
  return at;
}
