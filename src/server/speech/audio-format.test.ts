import { describe, expect, it } from 'vitest';
import { sniffAudioFormat } from './audio-format';
import { makeWav } from './test-wav';

const bytes = (...values: number[]) => Buffer.from([...values, ...new Array(16).fill(0)]);

describe('sniffAudioFormat', () => {
  it('knows what browsers record and common audio files by their first bytes', () => {
    expect(sniffAudioFormat(makeWav())).toBe('wav');
    expect(sniffAudioFormat(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81))).toBe('webm');
    expect(sniffAudioFormat(Buffer.from('OggS\0\x02\0\0\0\0\0\0\0\0', 'latin1'))).toBe('ogg');
    expect(sniffAudioFormat(Buffer.from('fLaC\0\0\0\x22', 'latin1'))).toBe('flac');
    expect(sniffAudioFormat(Buffer.from('\0\0\0\x20ftypM4A \0\0\0\0', 'latin1'))).toBe('mp4');
    expect(sniffAudioFormat(Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'))).toBe('mp3');
    expect(sniffAudioFormat(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3'); // MPEG-1 layer III, 128 kbps
  });

  it('refuses text, images and look-alikes', () => {
    expect(sniffAudioFormat(Buffer.from('Just a note about photosynthesis.'))).toBeUndefined();
    expect(sniffAudioFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeUndefined();
    expect(sniffAudioFormat(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffAudioFormat(bytes(0xff, 0xf1, 0x50, 0x80))).toBeUndefined(); // AAC in ADTS: layer bits 00
    expect(sniffAudioFormat(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeUndefined(); // "bad" bitrate index
    expect(sniffAudioFormat(Buffer.alloc(0))).toBeUndefined();
  });
});
