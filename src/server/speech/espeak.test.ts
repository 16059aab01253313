import { afterAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES, TTS_MAX_CHARS } from '../../shared/speech';
import { httpFailure } from '../engine/llm/test-support';
import { shutdownOfflineSpeech } from './espeak';
import { synthesizeOffline } from './speech';
import { rms } from './test-wav';
import { readWav } from './wav';

afterAll(() => shutdownOfflineSpeech());

const ann = { userId: 'ann' };

const words = (count: number) =>
  Array.from({ length: count }, (_, i) => ['plants', 'turn', 'sunlight', 'water', 'and', 'air', 'into', 'sugar'][i % 8]).join(' ') + '.';

describe('synthesizeOffline (espeak-ng WASM)', () => {
  it('reads text aloud as a 22,050 Hz mono WAV whose length follows the words', async () => {
    const short = await synthesizeOffline(words(20), ann);
    const long = await synthesizeOffline(words(80), ann);
    for (const clip of [short, long]) {
      expect(clip.mimeType).toBe('audio/wav');
      expect(clip.audio.toString('latin1', 0, 4)).toBe('RIFF');
      const wav = readWav(clip.audio)!;
      expect(wav).toMatchObject({ audioFormat: 1, sampleRate: 22_050, channels: 1, bitsPerSample: 16, durationMs: clip.durationMs });
      // Speech, not silence.
      expect(rms(clip.audio.subarray(wav.dataOffset))).toBeGreaterThan(500);
    }
    // At 160 words a minute: 20 words take about 7.5 s, 80 about 30 s.
    expect(short.durationMs).toBeGreaterThan(4_000);
    expect(short.durationMs).toBeLessThan(12_000);
    expect(long.durationMs / short.durationMs).toBeGreaterThan(3);
    expect(long.durationMs / short.durationMs).toBeLessThan(5);
  }, 30_000);

  it('reads texts sent at once one after the other, each whole', async () => {
    const clips = await Promise.all([words(3), words(9), words(27)].map((text) => synthesizeOffline(text, ann)));
    const durations = clips.map((clip) => clip.durationMs);
    expect(durations[0]).toBeLessThan(durations[1]!);
    expect(durations[1]).toBeLessThan(durations[2]!);
  }, 30_000);

  it('starts a new thread after a shutdown', async () => {
    await shutdownOfflineSpeech();
    expect((await synthesizeOffline('Hello again.', ann)).durationMs).toBeGreaterThan(300);
  }, 30_000);

  it('refuses text past the limit and text with nothing to say', async () => {
    expect((await httpFailure(() => synthesizeOffline('a'.repeat(TTS_MAX_CHARS + 1), ann))).message).toBe(SPEECH_MESSAGES.textTooLong);
    const empty = await httpFailure(() => synthesizeOffline('**  **', ann));
    expect([empty.status, empty.message]).toEqual([400, SPEECH_MESSAGES.nothingToSay]);
  });
});
