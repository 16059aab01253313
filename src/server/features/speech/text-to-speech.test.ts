import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/api';
import { SPEECH_MESSAGES, TTS_MAX_CHARS } from '../../../shared/speech';
import { shutdownOfflineSpeech } from '../../speech/espeak';
import { makeWav } from '../../speech/test-wav';
import { readWav } from '../../speech/wav';
import { audioClip, audioClipPart } from '../../db/schema';
import { request, signUp, upload, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
afterAll(() => shutdownOfflineSpeech());

const EXPLANATION =
  'Photosynthesis is how green plants make their own food. Leaves take in carbon dioxide from the air, roots take in water, and chlorophyll captures the energy of sunlight to turn them into sugar and oxygen.';

const speak = (text: unknown, cookie?: string) =>
  request(ctx.app, { method: 'POST', url: '/api/textToSpeech', payload: { text }, headers: cookie ? { cookie } : {} });

const fetchAudio = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  request(ctx.app, { method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function spokenClip() {
  const { cookie } = await signUp(ctx.app);
  const response = await speak(EXPLANATION, cookie);
  expect(response.statusCode).toBe(200);
  return { cookie, audioUrl: response.json<{ audioUrl: string }>().audioUrl };
}

describe('POST /api/textToSpeech and GET /api/audio/:id (offline voice)', () => {
  it('reads the text aloud and serves the WAV to its owner', async () => {
    const { cookie, audioUrl } = await spokenClip();
    expect(audioUrl).toMatch(/^\/api\/audio\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const audio = await fetchAudio(audioUrl, cookie);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(Number(audio.headers['content-length'])).toBe(audio.rawPayload.length);
    // Kept by the browser only to be revalidated: never played again without the owner's session.
    expect(audio.headers['cache-control']).toBe('private, no-cache');
    expect(audio.headers.etag).toMatch(/^"[^"]+"$/);
    expect(audio.headers['accept-ranges']).toBe('bytes');
    const wav = readWav(audio.rawPayload)!;
    expect(audio.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1 });
    // 36 words at 160 words a minute: about 13 s.
    expect(wav.durationMs).toBeGreaterThan(8_000);
    expect(wav.durationMs).toBeLessThan(20_000);
  }, 30_000);

  it('answers 404 to another user, to a malformed id and to an unknown one', async () => {
    const { audioUrl } = await spokenClip();
    const other = await signUp(ctx.app);
    for (const url of [audioUrl, '/api/audio/not-an-id', '/api/audio/0190a0f4-7d2b-7c3e-8f00-000000000000']) {
      const response = await fetchAudio(url, other.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: SPEECH_MESSAGES.audioNotFound });
    }
  }, 30_000);

  it('needs a signed-in user', async () => {
    const { audioUrl } = await spokenClip();
    expect((await speak(EXPLANATION)).statusCode).toBe(401);
    const response = await fetchAudio(audioUrl);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: MESSAGES.unauthorized });
  }, 30_000);

  it('refuses empty, missing, too long and unspeakable text with 400', async () => {
    const { cookie } = await signUp(ctx.app);
    const cases: [unknown, string][] = [
      ['', SPEECH_MESSAGES.textRequired],
      ['   \n ', SPEECH_MESSAGES.textRequired],
      [undefined, SPEECH_MESSAGES.textRequired],
      [42, SPEECH_MESSAGES.textRequired],
      ['a'.repeat(TTS_MAX_CHARS + 1), SPEECH_MESSAGES.textTooLong],
      ['** __ **', SPEECH_MESSAGES.nothingToSay],
    ];
    for (const [text, message] of cases) {
      const response = await speak(text, cookie);
      expect(response.statusCode, String(text).slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('serves byte ranges, as <audio> asks for them when seeking', async () => {
    const { cookie, audioUrl } = await spokenClip();
    const whole = (await fetchAudio(audioUrl, cookie)).rawPayload;
    const size = whole.length;

    const head = await fetchAudio(audioUrl, cookie, { range: 'bytes=0-43' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-43/${size}`);
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(head.rawPayload.equals(whole.subarray(0, 44))).toBe(true);

    const middle = await fetchAudio(audioUrl, cookie, { range: 'bytes=1000-' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(middle.rawPayload.equals(whole.subarray(1000))).toBe(true);

    const tail = await fetchAudio(audioUrl, cookie, { range: 'bytes=-100' });
    expect(tail.rawPayload.equals(whole.subarray(size - 100))).toBe(true);

    const beyond = await fetchAudio(audioUrl, cookie, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json()).toMatchObject({ message: SPEECH_MESSAGES.rangeNotSatisfiable });

    const several = await fetchAudio(audioUrl, cookie, { range: 'bytes=0-1,5-9' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(size);

    const etag = String(head.headers.etag);
    const revalidated = await fetchAudio(audioUrl, cookie, { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.headers['cache-control']]).toEqual([304, 'private, no-cache']);
    // A seek that resumes the browser's kept copy: the range, since the copy is still this clip.
    const resumed = await fetchAudio(audioUrl, cookie, { range: 'bytes=0-43', 'if-range': etag });
    expect([resumed.statusCode, resumed.rawPayload.equals(whole.subarray(0, 44))]).toEqual([206, true]);
    const stale = await fetchAudio(audioUrl, cookie, { range: 'bytes=0-43', 'if-range': '"another-version"' });
    expect([stale.statusCode, stale.rawPayload.length]).toEqual([200, size]);
  }, 30_000);

  it('serves a clip just made, byte for byte as the database keeps it, and not once it is deleted there', async () => {
    const { cookie, audioUrl } = await spokenClip();
    const id = audioUrl.split('/').pop()!;
    // The first playback comes from this instance's memory; the database holds the same bytes.
    const served = (await fetchAudio(audioUrl, cookie)).rawPayload;
    const parts = await ctx.database.db
      .select({ data: audioClipPart.data })
      .from(audioClipPart)
      .where(eq(audioClipPart.clipId, id))
      .orderBy(asc(audioClipPart.seq));
    expect(served.equals(Buffer.concat(parts.map(({ data }) => Buffer.from(data))))).toBe(true);
    const part = await fetchAudio(audioUrl, cookie, { range: 'bytes=200000-200099' });
    expect([part.statusCode, part.rawPayload.equals(served.subarray(200_000, 200_100))]).toEqual([206, true]);

    // Deleted (a newer clip past the budget, the daily purge): gone, though still in memory.
    await ctx.database.db.delete(audioClip).where(eq(audioClip.id, id));
    const gone = await fetchAudio(audioUrl, cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: SPEECH_MESSAGES.audioNotFound });
  }, 30_000);

  it('answers a recording with 501: transcription needs an AI provider', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await upload(ctx.app, '/api/speechToText', [{ name: 'question.wav', data: makeWav(), type: 'audio/wav' }], { cookie });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ message: SPEECH_MESSAGES.noTranscriber });
  });
});
