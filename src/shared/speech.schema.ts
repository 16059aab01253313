import { z } from 'zod';
import { SPEECH_MESSAGES, type SpeechToTextResponse, type TextToSpeechRequest, type TextToSpeechResponse, TTS_MAX_CHARS } from './speech';

export const textToSpeechRequestSchema = z.object(
  {
    text: z
      .string({ error: SPEECH_MESSAGES.textRequired })
      .trim()
      .min(1, SPEECH_MESSAGES.textRequired)
      .max(TTS_MAX_CHARS, SPEECH_MESSAGES.textTooLong),
  },
  { error: SPEECH_MESSAGES.textRequired },
) satisfies z.ZodType<TextToSpeechRequest>;

export const textToSpeechResponseSchema = z.object({ audioUrl: z.string() }) satisfies z.ZodType<TextToSpeechResponse>;

export const speechToTextResponseSchema = z.object({ text: z.string() }) satisfies z.ZodType<SpeechToTextResponse>;

// Any string: a malformed id is answered 404 like another user's, not 400.
export const audioParamsSchema = z.object({ id: z.string() });
