import type { AnalysisResult } from '../../../../shared/want-to-learn';
import { EVENT_STREAM_MEDIA_TYPE, EVENT_STREAM_MESSAGES } from '../../../../shared/event-stream';
import { OCR_EVENTS } from '../../../../shared/ocr';
import type { SpeechToTextResponse, TextToSpeechResponse } from '../../../../shared/speech';
import type { ExtractedText } from '../../../../shared/upload';
import { ApiError, apiJson, settleResponse } from '../../../lib/api';
import { readEventStream, streamFailure } from '../../../lib/event-stream';

/**
 * A refused upload (spec §8: 'Upload failed: {status text}'), followed by the server's reason so
 * the student knows what to change. The status stays readable for the screen's own handling (401, 501).
 */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly statusText: string,
  ) {
    // English for logs; the screen says it in the reader's language.
    super(`Upload failed: ${statusText || String(status)}${reason ? `. ${reason}` : ''}`);
    this.name = 'UploadFailure';
  }
}

async function upload(url: string, file: Blob, filename: string, accept?: string): Promise<Response> {
  const form = new FormData();
  form.append('file', file, filename);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include', headers: accept ? { Accept: accept } : {} });
  try {
    await settleResponse(response);
  } catch (error) {
    if (error instanceof ApiError) throw new UploadFailure(error.status, error.serverMessage, response.statusText);
    throw error;
  }
  return response;
}

export const analyzeText = (text: string) => apiJson<AnalysisResult>('POST', '/api/analyzeText', { text });

export const analyzeLink = (url: string) => apiJson<AnalysisResult>('POST', '/api/fetchLink', { url });

/** A text file, PDF or Word document: read and analysed on the server in one request. */
export async function analyzeDocument(file: File): Promise<AnalysisResult> {
  return (await (await upload('/api/analyzeFile', file, file.name)).json()) as AnalysisResult;
}

export async function transcribe(audio: Blob, filename: string): Promise<string> {
  return ((await (await upload('/api/speechToText', audio, filename)).json()) as SpeechToTextResponse).text;
}

export interface ImageReading {
  onQueued: () => void;
  /** From 0 to 1 as the text is recognised. */
  onProgress: (progress: number) => void;
}

/** The printed text of an image, read on the server with progress sent as Server-Sent Events. */
export async function readImageText(file: File, { onQueued, onProgress }: ImageReading): Promise<string> {
  const response = await upload('/api/ocrExtract', file, file.name, EVENT_STREAM_MEDIA_TYPE);
  if (!response.body) return ((await response.json()) as ExtractedText).text;
  for await (const { event, data } of readEventStream(response.body)) {
    if (event === OCR_EVENTS.queued) onQueued();
    else if (event === OCR_EVENTS.progress) onProgress((data as { progress: number }).progress);
    else if (event === OCR_EVENTS.done) return (data as ExtractedText).text;
    else if (event === OCR_EVENTS.error) throw streamFailure(data as Parameters<typeof streamFailure>[0]);
  }
  throw new Error(EVENT_STREAM_MESSAGES.interrupted);
}

export async function synthesizeSpeech(text: string): Promise<string> {
  return (await apiJson<TextToSpeechResponse>('POST', '/api/textToSpeech', { text })).audioUrl;
}
