/** Speech rules shared by the voice tutor, the recorder and the server (no zod here: decision 002). */

/** Longest text read aloud in one go: about five minutes of speech, a long explanation. */
export const TTS_MAX_CHARS = 5_000;

/**
 * A voice recording may be larger than a document (10 MB): 25 MB is what OpenAI's transcription
 * takes, about half an hour of a phone's voice memo, so a recorded lecture excerpt fits too.
 */
export const MAX_AUDIO_UPLOAD_BYTES = 25 * 1024 * 1024;

/** What MediaRecorder produces in Chrome, Firefox and Safari, plus common audio files. */
export const AUDIO_MIME_TYPES = ['audio/wav', 'audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/flac'] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** The `accept` attribute of the voice-recording file input: any audio the browser can record or open. */
export const AUDIO_ACCEPT = 'audio/*';

/**
 * Texts one user may have being read aloud or waiting at once (offline voice). The server reads one
 * text at a time for everyone, users taking turns, so more would only wait.
 */
export const SPEECH_JOBS_PER_USER = 3;

export const SPEECH_MESSAGES = {
  textRequired: 'Please enter the text to read aloud.',
  textTooLong: `Please shorten the text to at most ${TTS_MAX_CHARS.toLocaleString('en-US')} characters to read it aloud.`,
  nothingToSay: 'This text has no words that can be read aloud.',
  busy: 'Many texts are being read aloud right now. Please try again in a minute.',
  userBusy: `Your earlier texts are still being read aloud (at most ${SPEECH_JOBS_PER_USER} at a time). Wait until one is done, then try again.`,
  synthesisFailed: 'The text could not be turned into speech. Please try again.',
  audioNotFound: 'This audio was not found. It may have expired: play the explanation again to make a new one.',
  rangeNotSatisfiable: 'The requested part of this audio does not exist.',
  noTranscriber: 'Voice transcription needs an AI provider. Ask the administrator to set AI_PROVIDER, or type your question instead.',
  transcriberUnsupported:
    'Voice transcription needs an AI provider with a speech-to-text API (OpenAI or an OpenAI-compatible server). Ask the administrator to set one up, or type your question instead.',
  wrongType: 'Please upload an audio recording: WAV, WebM, Ogg, MP3, M4A or FLAC.',
  tooLarge: 'Please upload a recording smaller than 25MB.',
  /** Offline, a recording cannot be turned into text: what the Want To Learn screen suggests instead. */
  typeOrUploadInstead: 'Type your topic or upload a text file or image instead.',
  damagedWav: 'This WAV file is damaged or incomplete. Record or export it again, then upload it.',
  emptyRecording: 'This recording is empty. Record again, then upload it.',
  noSpeech: 'No speech was heard in this recording. Record again closer to the microphone, or type your question instead.',
} as const;

/** POST /api/textToSpeech once validated. */
export interface TextToSpeechRequest {
  text: string;
}

/** Where the synthesized audio can be fetched. */
export interface TextToSpeechResponse {
  audioUrl: string;
}

/** What a recording said. */
export interface SpeechToTextResponse {
  text: string;
}
