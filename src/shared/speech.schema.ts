import { z } from 'zod';
import { SPEECH_MESSAGES, TTS_MAX_CHARS } from './speech';

export const textToSpeechRequestSchema = z.object(
  {
    text: z
      .string({ error: SPEECH_MESSAGES.textRequired })
      .trim()
      .min(1, SPEECH_MESSAGES.textRequired)
      .max(TTS_MAX_CHARS, SPEECH_MESSAGES.textTooLong),
  },
  { error: SPEECH_MESSAGES.textRequired },
);
export type TextToSpeechRequest = z.infer<typeof textToSpeechRequestSchema>;

export const textToSpeechResponseSchema = z.object({ audioUrl: z.string() });
export type TextToSpeechResponse = z.infer<typeof textToSpeechResponseSchema>;

export const speechToTextResponseSchema = z.object({ text: z.string() });
export type SpeechToTextResponse = z.infer<typeof speechToTextResponseSchema>;

// Any string: a malformed id is answered 404 like another user's, not 400.
export const audioParamsSchema = z.object({ id: z.string() });
