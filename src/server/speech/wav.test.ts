import { describe, expect, it } from 'vitest';
import { makeWav } from './test-wav';
import { readWav, withExactSizes } from './wav';

describe('readWav', () => {
  it('reads the format and the duration of a recording', () => {
    const info = readWav(makeWav({ sampleRate: 44_100, channels: 2, durationMs: 2_500 }));
    expect(info).toMatchObject({
      audioFormat: 1,
      channels: 2,
      sampleRate: 44_100,
      bitsPerSample: 16,
      dataOffset: 44,
      durationMs: 2_500,
      streamed: false,
    });
  });

  it('skips chunks before the samples, padding included', () => {
    const info = readWav(makeWav({ durationMs: 750, extraChunk: true }));
    expect(info).toMatchObject({ sampleRate: 16_000, durationMs: 750, dataOffset: 58 });
  });

  it('refuses a file cut short: the header promises more sound than arrived', () => {
    const wav = makeWav({ durationMs: 1_000 });
    expect(readWav(wav.subarray(0, wav.length - 1000))).toBeUndefined();
    expect(readWav(wav.subarray(0, 30))).toBeUndefined();
    expect(readWav(wav.subarray(0, 12))).toBeUndefined();
  });

  it('refuses a header whose fields contradict each other', () => {
    const wav = makeWav();
    wav.writeUInt32LE(12_345, 28); // byte rate
    expect(readWav(wav)).toBeUndefined();
    const noChannels = makeWav();
    noChannels.writeUInt16LE(0, 22);
    expect(readWav(noChannels)).toBeUndefined();
  });

  it('refuses samples before any format chunk, and other RIFF files', () => {
    const wav = makeWav();
    wav.write('junk', 12, 'latin1');
    expect(readWav(wav)).toBeUndefined();
    const webp = makeWav();
    webp.write('WEBP', 8, 'latin1');
    expect(readWav(webp)).toBeUndefined();
  });

  it('takes the length of a streamed file from the bytes that arrived, and can fill its sizes in', () => {
    const wav = makeWav({ durationMs: 500, streamed: true });
    const info = readWav(wav)!;
    expect(info).toMatchObject({ durationMs: 500, streamed: true, dataBytes: 16_000 });
    const sealed = withExactSizes(wav, info);
    expect(sealed.readUInt32LE(4)).toBe(sealed.length - 8);
    expect(sealed.readUInt32LE(40)).toBe(16_000);
    expect(readWav(sealed)).toMatchObject({ durationMs: 500, streamed: false });
  });
});
