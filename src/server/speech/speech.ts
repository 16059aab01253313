import { SPEECH_MESSAGES, TTS_MAX_CHARS } from '../../shared/speech';
import type { Config } from '../config';
import { isProviderFailure } from '../engine/errors';
import { invalidAnswer } from '../engine/llm/errors';
import type { EngineLogger } from '../engine/llm/logger';
import { badRequest, notImplemented, serverError, unprocessable } from '../http-error';
import { AUDIO_FORMAT_MIME_TYPES, sniffAudioFormat } from './audio-format';
import { type OfflineVoiceOptions, speakOffline } from './espeak';
import { createProviderSpeech } from './provider-speech';
import { checkRecording } from './recording';
import { toSpeakableText } from './speakable-text';
import { readWav, withExactSizes } from './wav';

export interface SynthesizedSpeech {
  audio: Buffer;
  mimeType: string;
  /** 0 when the provider chose a format whose length is not in its header (it was asked for WAV). */
  durationMs: number;
}

export interface SpeechAdapters {
  /** Who reads aloud: the built-in espeak-ng voice or the AI provider's. */
  readonly voice: 'offline' | 'provider';
  readonly canTranscribe: boolean;
  /** `userId`: whose text it is, so the offline voice serves users in turn. */
  synthesizeSpeech(text: string, userId: string): Promise<SynthesizedSpeech>;
  /** The words of a recording (WAV, WebM, Ogg, MP3, M4A or FLAC by its bytes); 501 without a provider that can. */
  transcribeSpeech(audio: Buffer): Promise<string>;
}

/** Text to WAV with espeak-ng, offline: no key, no network. */
export async function synthesizeOffline(text: string, options: OfflineVoiceOptions): Promise<SynthesizedSpeech> {
  const audio = await speakOffline(speakableText(text), options);
  const wav = readWav(audio);
  if (!wav) throw serverError(SPEECH_MESSAGES.synthesisFailed);
  return { audio, mimeType: 'audio/wav', durationMs: wav.durationMs };
}

function speakableText(text: string): string {
  if (text.length > TTS_MAX_CHARS) throw badRequest(SPEECH_MESSAGES.textTooLong);
  const speakable = toSpeakableText(text);
  if (!speakable) throw badRequest(SPEECH_MESSAGES.nothingToSay);
  return speakable;
}

/** What the provider sent, as a stored clip: WAV with exact sizes (it may stream them unknown), or whatever audio it chose. */
function providerClip(bytes: Uint8Array): SynthesizedSpeech {
  const audio = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = sniffAudioFormat(audio);
  const wav = format === 'wav' ? readWav(audio) : undefined;
  if (wav) return { audio: withExactSizes(audio, wav), mimeType: 'audio/wav', durationMs: wav.durationMs };
  if (!format || format === 'wav') throw invalidAnswer();
  return { audio, mimeType: AUDIO_FORMAT_MIME_TYPES[format], durationMs: 0 };
}

/**
 * Speech for the configured AI settings: the provider's voice and transcription when it speaks
 * OpenAI's audio API, else espeak-ng and no transcription. With AI_FALLBACK=offline a failed
 * provider voice falls back to espeak-ng, as the study engine falls back to the offline engine.
 */
export function createSpeechAdapters(ai: Config['ai'], logger: EngineLogger): SpeechAdapters {
  const provider = createProviderSpeech(ai, logger);
  const providerVoice = provider?.speech;
  return {
    voice: providerVoice ? 'provider' : 'offline',
    canTranscribe: provider !== undefined,
    async synthesizeSpeech(text, userId) {
      if (!providerVoice) return synthesizeOffline(text, { userId });
      const speakable = speakableText(text);
      try {
        return providerClip(await providerVoice(speakable));
      } catch (error) {
        if (ai.fallback !== 'offline' || !isProviderFailure(error)) throw error;
        logger.warn({ operation: 'textToSpeech', kind: error.kind }, 'AI provider failed: reading aloud with the offline voice');
        return synthesizeOffline(text, { userId });
      }
    },
    async transcribeSpeech(audio) {
      if (!provider) {
        throw notImplemented(ai.provider === 'offline' ? SPEECH_MESSAGES.noTranscriber : SPEECH_MESSAGES.transcriberUnsupported);
      }
      checkRecording(audio);
      const text = (await provider.transcription(audio)).trim();
      if (!text) throw unprocessable(SPEECH_MESSAGES.noSpeech);
      return text;
    },
  };
}
