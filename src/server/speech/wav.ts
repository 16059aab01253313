/**
 * The WAV header, read without decoding a sample: the duration of generated speech, and a refusal
 * of a damaged or cut-off recording before it is sent to a provider.
 */

export interface WavInfo {
  /** 1 is integer PCM; 3 float; 0xFFFE "extensible"; others are compressed codecs. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  byteRate: number;
  dataOffset: number;
  dataBytes: number;
  durationMs: number;
  /** The writer could not seek back to fill in the sizes (a stream); dataBytes is what arrived. */
  streamed: boolean;
}

interface Format {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

const PCM = 1;
const UNKNOWN_SIZE = 0xffffffff;
const MAX_SAMPLE_RATE = 768_000;

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

function readFormat(data: Buffer, at: number, size: number): Format | undefined {
  if (size < 16) return undefined;
  const format = {
    audioFormat: data.readUInt16LE(at),
    channels: data.readUInt16LE(at + 2),
    sampleRate: data.readUInt32LE(at + 4),
    byteRate: data.readUInt32LE(at + 8),
    blockAlign: data.readUInt16LE(at + 12),
    bitsPerSample: data.readUInt16LE(at + 14),
  };
  const sane =
    format.channels > 0 && format.sampleRate > 0 && format.sampleRate <= MAX_SAMPLE_RATE && format.byteRate > 0 && format.blockAlign > 0;
  if (!sane) return undefined;
  // For plain PCM the fields restate each other; a mismatch means a corrupt header.
  if (format.audioFormat === PCM) {
    const frameBytes = format.channels * Math.ceil(format.bitsPerSample / 8);
    if (format.bitsPerSample === 0 || format.blockAlign !== frameBytes || format.byteRate !== format.sampleRate * frameBytes)
      return undefined;
  }
  return format;
}

/** The header's facts, or undefined when it is not a complete, consistent WAV (cut short included). */
export function readWav(data: Buffer): WavInfo | undefined {
  if (data.length < 12 || ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 12) !== 'WAVE') return undefined;
  const riffSize = data.readUInt32LE(4);
  let format: Format | undefined;
  let at = 12;
  while (at + 8 <= data.length) {
    const id = ascii(data, at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'data') {
      if (!format) return undefined;
      const streamed = size === UNKNOWN_SIZE || (size === 0 && (riffSize === 0 || riffSize === UNKNOWN_SIZE));
      const available = data.length - body;
      if (!streamed && size > available) return undefined;
      const dataBytes = streamed ? available : size;
      const durationMs = Math.round((dataBytes * 1000) / format.byteRate);
      return { ...format, dataOffset: body, dataBytes, durationMs, streamed };
    }
    // Chunks are padded to an even length.
    const next = body + size + (size % 2);
    if (next > data.length) return undefined;
    if (id === 'fmt ') {
      format = readFormat(data, body, size);
      if (!format) return undefined;
    }
    at = next;
  }
  return undefined;
}

/** A streamed WAV with its sizes filled in, so players can show the length and seek. */
export function withExactSizes(data: Buffer, info: WavInfo): Buffer {
  if (!info.streamed) return data;
  const sealed = Buffer.from(data.subarray(0, info.dataOffset + info.dataBytes));
  sealed.writeUInt32LE(sealed.length - 8, 4);
  sealed.writeUInt32LE(info.dataBytes, info.dataOffset - 4);
  return sealed;
}
