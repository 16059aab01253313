import { useCallback, useEffect, useRef, useState } from 'react';
import { EVENT_STREAM_MEDIA_TYPE } from '../../shared/event-stream';
import { ApiError } from './api';
import { applyReplyEvent, endOfStream, IDLE_STREAM, readEventStream, type ReplyStreamState, type StreamEvent } from './event-stream';

export interface EventStreamOptions {
  /** Every event as it arrives, also those the hook does not keep (an upload's `progress`, say). */
  onEvent?: (event: StreamEvent) => void;
}

export interface EventStream<TRecord> extends ReplyStreamState<TRecord> {
  /**
   * POSTs `body` (JSON, or a FormData as multipart) and reads the answer as it is written. Resolves
   * with the stored record, or undefined when the stream failed or was stopped (see `error`).
   * Starting again stops the stream before.
   */
  start: (url: string, body?: unknown) => Promise<TRecord | undefined>;
  /** Stops reading; the server stops writing the answer. */
  stop: () => void;
}

function requestInit(body: unknown, signal: AbortSignal): RequestInit {
  const multipart = body instanceof FormData;
  return {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: { Accept: EVENT_STREAM_MEDIA_TYPE, ...(multipart || body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: multipart ? body : body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * An AI answer streamed as Server-Sent Events: the text so far, then the stored record, or the
 * error ("{status}: {body}", as every failed request gives), with a Stop control.
 */
export function useEventStream<TRecord>({ onEvent }: EventStreamOptions = {}): EventStream<TRecord> {
  const [state, setState] = useState<ReplyStreamState<TRecord>>(IDLE_STREAM);
  const controllerRef = useRef<AbortController | null>(null);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  const start = useCallback(async (url: string, body?: unknown) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    // Kept beside React's state so the outcome is known when the body ends.
    let current: ReplyStreamState<TRecord> = { ...IDLE_STREAM, status: 'streaming' };
    const update = (next: ReplyStreamState<TRecord>) => {
      current = next;
      if (controllerRef.current === controller) setState(next);
    };
    update(current);
    try {
      const response = await fetch(url, requestInit(body, controller.signal));
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      if (!response.body) throw new Error(response.statusText);
      for await (const event of readEventStream(response.body)) {
        onEventRef.current?.(event);
        update(applyReplyEvent(current, event));
      }
      update(endOfStream(current));
    } catch (error) {
      if (controller.signal.aborted) update({ ...current, status: 'stopped' });
      else update({ ...current, status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
    return current.status === 'done' ? current.record : undefined;
  }, []);

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  // Leaving the screen stops the answer too.
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { ...state, start, stop };
}
