import { afterAll, describe, expect, it } from 'vitest';
import { MAX_AUDIO_UPLOAD_BYTES, SPEECH_MESSAGES } from '../../shared/speech';
import { loadConfig } from '../config';
import { LLM_MESSAGES } from '../engine/llm/errors';
import { httpFailure, TEST_KEY, useFakeOpenAI } from '../engine/llm/test-support';
import { shutdownOfflineSpeech } from './espeak';
import { createSpeechAdapters } from './speech';
import { makeWav } from './test-wav';
import { readWav } from './wav';

const llm = useFakeOpenAI();
afterAll(() => shutdownOfflineSpeech());

function adapters(env: Record<string, string> = {}) {
  const ai = loadConfig({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: llm.fake.baseUrl,
    AI_MODEL: 'chat-model',
    AI_API_KEY: TEST_KEY,
    ...env,
  }).ai;
  return createSpeechAdapters(ai, llm.log.logger);
}

describe('speech without a provider that has an audio API', () => {
  it('reads aloud offline and answers 501 to a recording', async () => {
    for (const [provider, message] of [
      ['offline', SPEECH_MESSAGES.noTranscriber],
      ['anthropic', SPEECH_MESSAGES.transcriberUnsupported],
    ] as const) {
      const speech = createSpeechAdapters(loadConfig({ AI_PROVIDER: provider }).ai, llm.log.logger);
      expect(speech.voice).toBe('offline');
      const failure = await httpFailure(() => speech.transcribeSpeech(makeWav()));
      expect([failure.status, failure.message]).toEqual([501, message]);
    }
  });
});

describe("the provider's voice (POST /audio/speech)", () => {
  it('asks for WAV in the configured voice and keeps what it answers', async () => {
    const wav = makeWav({ sampleRate: 24_000, durationMs: 1_200 });
    llm.fake.reply({ audio: wav });
    const clip = await adapters({ AI_SPEECH_VOICE: 'nova' }).synthesizeSpeech('**Plants** make food.', 'ann');
    expect(clip).toEqual({ audio: wav, mimeType: 'audio/wav', durationMs: 1_200 });
    const [request] = llm.fake.requests;
    expect(request!.url).toBe('/v1/audio/speech');
    expect(request!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(request!.body).toMatchObject({ model: 'tts-1', voice: 'nova', input: 'Plants make food.', response_format: 'wav' });
  });

  it('fills in the sizes of a streamed WAV and keeps other audio with its own type', async () => {
    llm.fake.reply(
      { audio: makeWav({ durationMs: 800, streamed: true }) },
      { audio: Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), contentType: 'audio/mpeg' },
    );
    const streamed = await adapters().synthesizeSpeech('Hello.', 'ann');
    expect(readWav(streamed.audio)).toMatchObject({ streamed: false, durationMs: 800 });
    expect(streamed.audio.readUInt32LE(4)).toBe(streamed.audio.length - 8);
    expect(await adapters().synthesizeSpeech('Hello.', 'ann')).toMatchObject({ mimeType: 'audio/mpeg', durationMs: 0 });
  });

  it('answers 502 when the provider fails or sends something that is not audio', async () => {
    llm.fake.reply({ status: 500, error: 'boom' }, { status: 500, error: 'boom again' });
    const failed = await httpFailure(() => adapters().synthesizeSpeech('Hello.', 'ann'));
    expect([failed.status, failed.message]).toEqual([502, LLM_MESSAGES.unreachable]);
    llm.fake.reply({ audio: Buffer.from('{"oops": true}'), contentType: 'application/json' });
    const invalid = await httpFailure(() => adapters().synthesizeSpeech('Hello.', 'ann'));
    expect([invalid.status, invalid.message]).toEqual([502, LLM_MESSAGES.invalidAnswer]);
  });

  it('gives up at the deadline with a 504', async () => {
    llm.fake.reply({ hang: true });
    const failure = await httpFailure(() => adapters({ AI_TIMEOUT_MS: '300' }).synthesizeSpeech('Hello.', 'ann'));
    expect([failure.status, failure.message]).toEqual([504, LLM_MESSAGES.timeout]);
  });

  it('falls back to the offline voice with AI_FALLBACK=offline, and is skipped with AI_SPEECH_MODEL=offline', async () => {
    llm.fake.reply({ status: 503, error: 'down' }, { status: 503, error: 'still down' });
    const fallback = await adapters({ AI_FALLBACK: 'offline' }).synthesizeSpeech('Plants make food from light.', 'ann');
    expect(readWav(fallback.audio)).toMatchObject({ sampleRate: 22_050 });
    expect(llm.log.entries.at(-1)?.message).toMatch(/offline voice/);

    const offline = adapters({ AI_SPEECH_MODEL: 'offline' });
    expect(offline.voice).toBe('offline');
    expect(readWav((await offline.synthesizeSpeech('Hello.', 'ann')).audio)).toMatchObject({ sampleRate: 22_050 });
    expect(llm.fake.requests).toHaveLength(2);
  }, 30_000);
});

describe("the provider's transcription (POST /audio/transcriptions)", () => {
  it('uploads the recording as the file type its bytes show and answers the text', async () => {
    const wav = makeWav({ durationMs: 600 });
    llm.fake.reply({ content: '  What is photosynthesis?\n' });
    expect(await adapters({ AI_TRANSCRIPTION_MODEL: 'whisper-large' }).transcribeSpeech(wav)).toBe('What is photosynthesis?');
    const [request] = llm.fake.requests;
    expect(request!.url).toBe('/v1/audio/transcriptions');
    expect(request!.body.model).toBe('whisper-large');
    expect(request!.file).toMatchObject({ filename: 'audio.wav', type: 'audio/wav' });
    expect(request!.file!.data.equals(wav)).toBe(true);

    llm.fake.reply({ content: 'Hello' });
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]);
    expect(await adapters().transcribeSpeech(webm)).toBe('Hello');
    expect(llm.fake.requests[1]!.file).toMatchObject({ filename: 'audio.webm', type: 'audio/webm' });
    expect(llm.fake.requests[1]!.body.model).toBe('whisper-1');
  });

  it('refuses what is not a usable recording before calling the provider', async () => {
    const cases: [Buffer, number, string][] = [
      [Buffer.from('Not a recording at all.'), 415, SPEECH_MESSAGES.wrongType],
      [makeWav().subarray(0, 2_000), 400, SPEECH_MESSAGES.damagedWav],
      [makeWav({ durationMs: 0 }), 400, SPEECH_MESSAGES.emptyRecording],
      [Buffer.concat([makeWav(), Buffer.alloc(MAX_AUDIO_UPLOAD_BYTES)]), 413, SPEECH_MESSAGES.tooLarge],
    ];
    for (const [audio, status, message] of cases) {
      const failure = await httpFailure(() => adapters().transcribeSpeech(audio));
      expect([failure.status, failure.message]).toEqual([status, message]);
    }
    expect(llm.fake.requests).toHaveLength(0);
  });

  it('maps provider failures like the study engine does, without leaking the key', async () => {
    llm.fake.reply({ status: 401, error: `bad key ${TEST_KEY}` });
    const refused = await httpFailure(() => adapters().transcribeSpeech(makeWav()));
    expect([refused.status, refused.message]).toEqual([502, LLM_MESSAGES.refused]);
    expect(JSON.stringify(llm.log.entries)).not.toContain(TEST_KEY);

    llm.fake.reply({ status: 429, error: 'slow down' }, { status: 429, error: 'slow down' });
    expect((await httpFailure(() => adapters().transcribeSpeech(makeWav()))).status).toBe(503);

    llm.fake.reply({ content: '   ' });
    const silent = await httpFailure(() => adapters().transcribeSpeech(makeWav()));
    expect([silent.status, silent.message]).toEqual([422, SPEECH_MESSAGES.noSpeech]);
  });
});
