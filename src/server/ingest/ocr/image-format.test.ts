import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bmpToPgm } from './bmp';
import { readImageSize, sniffImageFormat } from './image-format';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const bytes = (...values: number[]) => Buffer.from(values);
const u16 = (value: number) => bytes(value & 0xff, value >> 8);
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32LE(value);
  return buffer;
};

describe('sniffImageFormat and readImageSize', () => {
  it.each([
    ['simple.png', 'png', 320, 180],
    ['testocr.png', 'png', 640, 480],
    ['simple.jpg', 'jpeg', 320, 180],
    ['simple.webp', 'webp', 320, 180],
    ['simple.gif', 'gif', 320, 180],
    ['simple.bmp', 'bmp', 320, 180],
  ] as const)('reads %s as %s %d×%d', (name, format, width, height) => {
    const data = fixture(name);
    expect(sniffImageFormat(data)).toBe(format);
    expect(readImageSize(data, format)).toEqual({ width, height, pixels: width * height });
  });

  it('reads lossy (VP8) and lossless (VP8L) WebP headers', () => {
    const riff = (chunk: Buffer) => Buffer.concat([Buffer.from('RIFF'), u32(4 + chunk.length), Buffer.from('WEBP'), chunk]);
    const vp8 = riff(Buffer.concat([Buffer.from('VP8 '), u32(10), bytes(0, 0, 0, 0x9d, 0x01, 0x2a), u16(1000), u16(700)]));
    const width = 999; // stored minus one, in 14 bits, then the height minus one
    const vp8l = riff(Buffer.concat([Buffer.from('VP8L'), u32(5), bytes(0x2f), u32((width - 1) | ((2000 - 1) << 14))]));
    expect(readImageSize(vp8, 'webp')).toMatchObject({ width: 1000, height: 700 });
    expect(readImageSize(vp8l, 'webp')).toMatchObject({ width: 999, height: 2000 });
  });

  it('finds the JPEG frame header after other segments and fill bytes', () => {
    const app0 = bytes(0xff, 0xe0, 0x00, 0x03, 0x00); // a segment of length 3 (big-endian)
    const sof2 = bytes(0xff, 0xff, 0xc2, 0x00, 0x11, 8, 0x0b, 0xb8, 0x0f, 0xa0); // progressive, 3000 high, 4000 wide
    const jpeg = Buffer.concat([bytes(0xff, 0xd8), app0, sof2]);
    expect(sniffImageFormat(jpeg)).toBe('jpeg');
    expect(readImageSize(jpeg, 'jpeg')).toEqual({ width: 4000, height: 3000, pixels: 12_000_000 });
    expect(readImageSize(Buffer.concat([bytes(0xff, 0xd8), bytes(0xff, 0xda)]), 'jpeg')).toBeUndefined();
  });

  it('counts every GIF frame, since the decoder unpacks them all', () => {
    const frame = (width: number, height: number) =>
      Buffer.concat([bytes(0x2c), u16(0), u16(0), u16(width), u16(height), bytes(0), bytes(2), bytes(1, 0), bytes(0)]);
    const comment = Buffer.concat([bytes(0x21, 0xfe, 3), Buffer.from('hey'), bytes(0)]);
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      u16(5000),
      u16(5000),
      bytes(0, 0, 0),
      comment,
      frame(5000, 5000),
      frame(5000, 5000),
      bytes(0x3b),
    ]);
    expect(readImageSize(gif, 'gif')).toEqual({ width: 5000, height: 5000, pixels: 50_000_000 });
  });

  it('reads top-down BMPs (negative height) and refuses text that merely starts with BM', () => {
    const header = Buffer.concat([Buffer.from('BM'), Buffer.alloc(12), u32(40), u32(7000), u32(-6000)]);
    expect(sniffImageFormat(header)).toBe('bmp');
    expect(readImageSize(header, 'bmp')).toMatchObject({ width: 7000, height: 6000 });
    expect(sniffImageFormat(Buffer.from('BMW owners club: notes for the meeting'))).toBeUndefined();
  });

  it('reports a cut-short or sizeless header as unreadable, and unknown bytes as no image', () => {
    expect(readImageSize(fixture('simple.png').subarray(0, 20), 'png')).toBeUndefined();
    expect(readImageSize(fixture('simple.jpg').subarray(0, 30), 'jpeg')).toBeUndefined();
    const zeroWide = Buffer.from(fixture('simple.png'));
    zeroWide.writeUInt32BE(0, 16);
    expect(readImageSize(zeroWide, 'png')).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('bmpToPgm', () => {
  /** A BMP with a 40-byte header; `rows` are already padded to 4 bytes and in storage order. */
  const bmp = (width: number, height: number, bits: number, rows: number[], extra: { palette?: number[][]; compression?: number } = {}) => {
    const palette = Buffer.from((extra.palette ?? []).flatMap(([red = 0, green = 0, blue = 0]) => [blue, green, red, 0]));
    const offset = 54 + palette.length;
    const header = Buffer.alloc(54);
    header.write('BM', 0, 'latin1');
    header.writeUInt32LE(offset + rows.length, 2);
    header.writeUInt32LE(offset, 10);
    header.writeUInt32LE(40, 14);
    header.writeInt32LE(width, 18);
    header.writeInt32LE(height, 22);
    header.writeUInt16LE(1, 26);
    header.writeUInt16LE(bits, 28);
    header.writeUInt32LE(extra.compression ?? 0, 30);
    header.writeUInt32LE(extra.palette?.length ?? 0, 46);
    return Buffer.concat([header, palette, Buffer.from(rows)]);
  };
  const pgm = (width: number, height: number, pixels: number[]) =>
    Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.from(pixels)]);

  it('turns 24-bit bottom-up rows (B, G, R, padded) into top-down grey', () => {
    // Stored bottom row first: white, black; then the top row: red, blue.
    const rows = [255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0];
    expect(bmpToPgm(bmp(2, 2, 24, rows))).toEqual(pgm(2, 2, [76, 29, 255, 0]));
  });

  it('reads 32-bit top-down rows', () => {
    expect(bmpToPgm(bmp(2, -1, 32, [0, 0, 0, 0, 255, 255, 255, 0]))).toEqual(pgm(2, 1, [0, 255]));
  });

  it('looks up 1-, 4- and 8-bit pixels in the palette', () => {
    const blackWhite = [
      [0, 0, 0],
      [255, 255, 255],
    ];
    expect(bmpToPgm(bmp(9, 1, 1, [0b10100000, 0b10000000, 0, 0], { palette: blackWhite }))).toEqual(
      pgm(9, 1, [255, 0, 255, 0, 0, 0, 0, 0, 255]),
    );
    expect(bmpToPgm(bmp(3, 1, 4, [0x10, 0x10, 0, 0], { palette: blackWhite }))).toEqual(pgm(3, 1, [255, 0, 255]));
    const greys = [
      [10, 10, 10],
      [200, 200, 200],
      [0, 255, 0],
    ];
    expect(bmpToPgm(bmp(3, 1, 8, [2, 1, 0, 0], { palette: greys }))).toEqual(pgm(3, 1, [150, 200, 10]));
  });

  it('leaves compressed and truncated BMPs to tesseract.js', () => {
    expect(bmpToPgm(bmp(2, 2, 8, [0, 0, 0, 1], { compression: 1 }))).toBeUndefined(); // RLE8
    expect(bmpToPgm(bmp(100, 100, 24, [0, 0, 0, 0]))).toBeUndefined();
  });

  it('converts the 8-bit fixture to a PGM of the same size', () => {
    const converted = bmpToPgm(fixture('simple.bmp'));
    expect(converted?.subarray(0, 15).toString('latin1')).toBe('P5\n320 180\n255\n');
    expect(converted).toHaveLength(15 + 320 * 180);
  });
});
