// Test helper: real PCM WAV files built in memory (a 440 Hz tone), as a recorder would write them.

export interface WavSpec {
  sampleRate?: number;
  channels?: number;
  durationMs?: number;
  /** Chunks between "fmt " and "data", as editors add them (LIST metadata). */
  extraChunk?: boolean;
  /** The sizes a streaming writer leaves unknown (0xFFFFFFFF). */
  streamed?: boolean;
}

export function makeWav({
  sampleRate = 16_000,
  channels = 1,
  durationMs = 1_000,
  extraChunk = false,
  streamed = false,
}: WavSpec = {}): Buffer {
  const frames = Math.round((sampleRate * durationMs) / 1000);
  const samples = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000);
    for (let c = 0; c < channels; c += 1) samples.writeInt16LE(value, (i * channels + c) * 2);
  }
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * channels * 2, 16);
  fmt.writeUInt16LE(channels * 2, 20);
  fmt.writeUInt16LE(16, 22);
  const list = Buffer.concat([Buffer.from('LIST', 'latin1'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx\0', 'latin1')]);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(streamed ? 0xffffffff : samples.length, 4);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, ...(extraChunk ? [list] : []), dataHeader, samples]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(streamed ? 0xffffffff : body.length, 4);
  return Buffer.concat([riff, body]);
}

/** Root mean square of 16-bit mono samples: near 0 for silence, thousands for speech. */
export function rms(samples: Buffer): number {
  let sum = 0;
  const count = Math.floor(samples.length / 2);
  for (let i = 0; i < count; i += 1) sum += samples.readInt16LE(i * 2) ** 2;
  return Math.sqrt(sum / Math.max(1, count));
}
