/**
 * The audio container by magic bytes (never by name or declared type, which the client chooses),
 * so that a text file renamed .webm is refused before it costs a provider call.
 */
import type { AudioMimeType } from '../../shared/speech';

export type AudioFormat = 'wav' | 'webm' | 'ogg' | 'mp3' | 'mp4' | 'flac';

export const AUDIO_FORMAT_MIME_TYPES: Record<AudioFormat, AudioMimeType> = {
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  flac: 'audio/flac',
};

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

/**
 * An MPEG audio frame header without ID3 tag: 11 sync bits, then a version that is not the
 * reserved one, a layer that is not the reserved one (layer bits 00 are AAC's ADTS, which
 * transcription APIs refuse), and a bitrate and sample rate index that are not "bad".
 */
function isMpegFrame(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff) return false;
  const b1 = data[1] ?? 0;
  const b2 = data[2] ?? 0;
  return (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0 && (b2 & 0xf0) !== 0xf0 && (b2 & 0x0c) !== 0x0c;
}

export function sniffAudioFormat(data: Buffer): AudioFormat | undefined {
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') return 'wav';
  // WebM is a Matroska profile; Chrome's and Firefox's MediaRecorder write it.
  if (data.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  if (ascii(data, 0, 4) === 'OggS') return 'ogg';
  if (ascii(data, 0, 4) === 'fLaC') return 'flac';
  // Safari's MediaRecorder and phone voice memos: an ISO base media file (M4A/MP4).
  if (ascii(data, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(data, 0, 3) === 'ID3' || isMpegFrame(data)) return 'mp3';
  return undefined;
}
