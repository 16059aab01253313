import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_AUDIO_UPLOAD_BYTES, SPEECH_MESSAGES } from '../../../shared/speech';
import { MAX_UPLOAD_BYTES } from '../../../shared/upload';
import { LLM_MESSAGES } from '../../engine/llm/errors';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import { makeWav } from '../../speech/test-wav';
import { request, signUp, upload, useTestApp } from '../../test/test-app';

// Started before useTestApp builds the app, which reads its address from the configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ctx = useTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'chat-model', AI_API_KEY: 'sk-test' });

const transcribe = (data: Buffer, cookie?: string, name = 'question.wav') =>
  upload(ctx.app, '/api/speechToText', [{ name, data, type: 'audio/wav' }], { cookie });

describe('speech through an OpenAI-compatible provider', () => {
  it("stores the provider's voice and serves it to the owner", async () => {
    const spoken = makeWav({ sampleRate: 24_000, durationMs: 900 });
    fake.reply({ audio: spoken });
    const { cookie } = await signUp(ctx.app);
    const response = await request(ctx.app, {
      method: 'POST',
      url: '/api/textToSpeech',
      payload: { text: 'Plants make food.' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(fake.requests[0]).toMatchObject({ url: '/v1/audio/speech', body: { input: 'Plants make food.', response_format: 'wav' } });

    const audio = await request(ctx.app, { method: 'GET', url: response.json().audioUrl, headers: { cookie } });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(spoken)).toBe(true);
  });

  it('answers 502 with a message when the provider fails to speak', async () => {
    fake.reply({ status: 500, error: 'boom' }, { status: 500, error: 'boom' });
    const { cookie } = await signUp(ctx.app);
    const response = await request(ctx.app, { method: 'POST', url: '/api/textToSpeech', payload: { text: 'Hello.' }, headers: { cookie } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: LLM_MESSAGES.unreachable });
  });

  it('transcribes a WAV with a valid header and duration', async () => {
    fake.reply({ content: 'What is photosynthesis?' });
    const { cookie } = await signUp(ctx.app);
    const wav = makeWav({ durationMs: 1_500 });
    const response = await transcribe(wav, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'What is photosynthesis?' });
    expect(fake.requests[0]!.url).toBe('/v1/audio/transcriptions');
    expect(fake.requests[0]!.file!.data.equals(wav)).toBe(true);
  });

  it('answers 502 with a message when the transcription fails', async () => {
    fake.reply({ status: 500, error: 'boom' }, { status: 500, error: 'boom' });
    const { cookie } = await signUp(ctx.app);
    const response = await transcribe(makeWav(), cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: LLM_MESSAGES.unreachable });
  });

  it('refuses a file that is not audio (415) and a truncated WAV (400) without calling the provider', async () => {
    const { cookie } = await signUp(ctx.app);
    const notAudio = await transcribe(Buffer.from('These are my notes, not a recording.'), cookie, 'notes.wav');
    expect(notAudio.statusCode).toBe(415);
    expect(notAudio.json()).toMatchObject({ message: SPEECH_MESSAGES.wrongType });
    const wav = makeWav({ durationMs: 2_000 });
    const truncated = await transcribe(wav.subarray(0, wav.length / 2), cookie);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ message: SPEECH_MESSAGES.damagedWav });
    expect(fake.requests).toHaveLength(0);
  });

  it('takes a recording larger than the 10 MB of a document: audio may be up to 25 MB', async () => {
    fake.reply({ content: 'A long recorded lecture.' });
    const { cookie } = await signUp(ctx.app);
    const wav = makeWav({ durationMs: 400_000 });
    expect(wav.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const response = await transcribe(wav, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests[0]!.file!.data.length).toBe(wav.length);
  });

  it('refuses a recording over 25 MB with 413', async () => {
    const { cookie } = await signUp(ctx.app);
    const wav = makeWav({ durationMs: 1_000 });
    const huge = Buffer.concat([wav, Buffer.alloc(MAX_AUDIO_UPLOAD_BYTES - wav.length + 1)]);
    const response = await transcribe(huge, cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: SPEECH_MESSAGES.tooLarge });
    expect(fake.requests).toHaveLength(0);
  });

  it('needs a signed-in user and a multipart upload', async () => {
    expect((await transcribe(makeWav())).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    const json = await request(ctx.app, { method: 'POST', url: '/api/speechToText', payload: { audio: 'x' }, headers: { cookie } });
    expect(json.statusCode).toBe(415);
    expect(fake.requests).toHaveLength(0);
  });
});
