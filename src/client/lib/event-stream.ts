import { createParser } from 'eventsource-parser';
import { EVENT_STREAM_MESSAGES, REPLY_EVENTS, type StreamError } from '../../shared/event-stream';
import { ApiError } from './api';

/** One Server-Sent Event with its JSON data parsed. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * The events of a response body as they arrive, however the network cuts the bytes (mid-line,
 * mid-character). Comment lines (the server's keep-alives) are skipped.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const ready: StreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => ready.push({ event: event ?? 'message', data: JSON.parse(data) as unknown }),
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
      if (done) return;
    }
  } finally {
    // Stopping early (the reader of this generator returned) lets the connection go.
    reader.releaseLock();
  }
}

export type StreamStatus = 'idle' | 'streaming' | 'done' | 'error' | 'stopped';

export interface ReplyStreamState<TRecord> {
  status: StreamStatus;
  /** The answer so far: every `token` delta joined. */
  text: string;
  /** The stored record from `done`. */
  record: TRecord | undefined;
  error: Error | undefined;
}

export const IDLE_STREAM = { status: 'idle', text: '', record: undefined, error: undefined } as const;

/** A failed stream as the error a failed request gives ("{status}: {body}"). */
export function streamFailure({ status, message, code }: StreamError): ApiError {
  return new ApiError(status, JSON.stringify({ message, code }));
}

/** The state after one event of an answer stream; other events leave it as it is. */
export function applyReplyEvent<TRecord>(state: ReplyStreamState<TRecord>, { event, data }: StreamEvent): ReplyStreamState<TRecord> {
  if (state.status !== 'streaming') return state;
  if (event === REPLY_EVENTS.token && typeof data === 'string') return { ...state, text: state.text + data };
  if (event === REPLY_EVENTS.done) return { ...state, status: 'done', record: data as TRecord };
  if (event === REPLY_EVENTS.error) return { ...state, status: 'error', error: streamFailure(data as StreamError) };
  return state;
}

/** The state once the body ended: a stream that closed before `done` or `error` was cut off. */
export function endOfStream<TRecord>(state: ReplyStreamState<TRecord>): ReplyStreamState<TRecord> {
  if (state.status !== 'streaming') return state;
  return { ...state, status: 'error', error: new Error(EVENT_STREAM_MESSAGES.interrupted) };
}
