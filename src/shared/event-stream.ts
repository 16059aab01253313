/**
 * Server-Sent Events as the streaming routes send them and the client reads them. Every event's
 * data is JSON. A stream ends with one event that carries its outcome: `done`, or `error`.
 */
import type { ErrorCode } from './api';

export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';

export const EVENT_STREAM_MESSAGES = {
  interrupted: 'The answer stopped before it was complete. Please try again.',
} as const;

/** The data of the `error` event that ends a failed stream: what a plain request would have answered. */
export interface StreamError {
  status: number;
  message: string;
  code: ErrorCode;
}

/**
 * An AI answer as it is written: `token` events whose data is a text delta (a JSON string), then
 * `done` with the stored record, or `error`.
 */
export const REPLY_EVENTS = { token: 'token', done: 'done', error: 'error' } as const;
