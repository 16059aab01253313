import { MAX_AUDIO_UPLOAD_BYTES, SPEECH_MESSAGES } from '../../shared/speech';
import { badRequest, tooLarge, unsupportedMediaType } from '../http-error';
import { type AudioFormat, sniffAudioFormat } from './audio-format';
import { readWav } from './wav';

/**
 * Refuses an upload that cannot be a usable recording before it costs a provider call: over the
 * size cap (413), not audio by its bytes (415), a WAV whose header is damaged or promises more
 * sound than arrived, or holds none (400). Compressed formats are left to the provider to decode.
 */
export function checkRecording(data: Buffer): AudioFormat {
  if (data.length > MAX_AUDIO_UPLOAD_BYTES) throw tooLarge(SPEECH_MESSAGES.tooLarge);
  const format = sniffAudioFormat(data);
  if (!format) throw unsupportedMediaType(SPEECH_MESSAGES.wrongType);
  if (format === 'wav') {
    const wav = readWav(data);
    if (!wav) throw badRequest(SPEECH_MESSAGES.damagedWav);
    if (wav.durationMs === 0) throw badRequest(SPEECH_MESSAGES.emptyRecording);
  }
  return format;
}
