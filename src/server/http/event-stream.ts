import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { EVENT_STREAM_MEDIA_TYPE, REPLY_EVENTS, type StreamError } from '../../shared/event-stream';
import { HttpError } from '../http-error';

/** One event to send; `data` is sent as JSON. `error` is not among them: a producer throws instead. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Yields the stream's events; stops when `signal` aborts (the client went away). */
export type EventProducer = (signal: AbortSignal) => AsyncIterable<ServerSentEvent>;

export interface EventStreamOptions {
  /**
   * Runs once when the stream ends in an `error` event (the producer threw), before that event is
   * written: the one place to give back what the request counted or reserved (a daily-limit unit
   * is settled by itself just before, by the event's status). Not run when the client goes away.
   */
  onError?: (error: StreamError) => void | Promise<void>;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

const HEARTBEAT_MS = 15_000;

/** For the OpenAPI page: the body of a 200 answer sent as Server-Sent Events. */
export const eventStreamContent = {
  [EVENT_STREAM_MEDIA_TYPE]: {
    schema: z
      .string()
      .describe('Server-Sent Events, each `event: <name>` and `data: <JSON>`; the last is `done` or `error` ({ status, message, code }).'),
  },
};

function formatEvent({ event, data }: ServerSentEvent): string {
  // JSON keeps a delta's line breaks inside one `data:` line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function streamError(error: unknown, reply: FastifyReply): StreamError {
  if (error instanceof HttpError) return { status: error.status, message: error.message, code: error.code };
  reply.log.error({ err: error }, 'event stream failed');
  return { status: 500, message: MESSAGES.serverError, code: ERROR_CODES.serverError };
}

/**
 * Answers 200 with the producer's events as Server-Sent Events. Checks that can refuse the request
 * belong before this call (they answer a plain `{ message, code }` with their status); once the
 * stream has started, a failure ends it with an `error` event carrying the same three fields.
 * When the client disconnects the producer's signal aborts and nothing more is read from it.
 */
export function sendEventStream(reply: FastifyReply, produce: EventProducer, options: EventStreamOptions = {}): FastifyReply {
  const out = new PassThrough();
  const controller = new AbortController();
  const { signal } = controller;
  let ended = false;
  // Fastify destroys the body stream when the socket closes before the body ended.
  out.once('close', () => {
    if (!ended) controller.abort();
  });

  const write = async (chunk: string) => {
    if (signal.aborted) return;
    if (!out.write(chunk)) await once(out, 'drain', { signal });
  };

  const pump = async () => {
    const heartbeat = setInterval(() => void write(':\n\n').catch(() => {}), options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    try {
      // Sends the headers at once, so the client sees the stream open before the first event.
      await write(':\n\n');
      for await (const event of produce(signal)) {
        if (signal.aborted) break;
        await write(formatEvent(event));
      }
    } catch (error) {
      if (!signal.aborted) await endInError(error);
    } finally {
      clearInterval(heartbeat);
      ended = true;
      out.end();
    }
  };

  // The single place where a stream ends in error.
  const endInError = async (error: unknown) => {
    const data = streamError(error, reply);
    // A call counted against a daily limit gets its unit back, when the failure was ours, before
    // the client reads that it failed (never throws; absent on an app without the usage plugin).
    await reply.request.giveBackUsage?.(data.status);
    try {
      await options.onError?.(data);
    } catch (hookError) {
      reply.log.error({ err: hookError }, 'event stream error hook failed');
    }
    await write(formatEvent({ event: REPLY_EVENTS.error, data })).catch(() => {});
  };

  void pump();
  return reply
    .status(200)
    .type(`${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}

export interface ReplyStream<TRecord> {
  /** The answer's text deltas as the engine writes them. */
  tokens: (signal: AbortSignal) => AsyncIterable<string>;
  /** Stores the whole answer and returns the record sent in `done`. */
  finish: (text: string) => Promise<TRecord>;
  /**
   * Stores what was written when the client went away before `done` (a closed tab, Stop): the
   * engine has stopped, and what it wrote is kept. Without it nothing is stored.
   */
  abandoned?: (text: string) => Promise<unknown>;
}

/** An AI answer as `token` events, then `done` with the stored record (or `error`). */
export function sendReplyStream<TRecord>(reply: FastifyReply, stream: ReplyStream<TRecord>, options?: EventStreamOptions): FastifyReply {
  return sendEventStream(
    reply,
    async function* (signal) {
      let text = '';
      let finishing = false;
      try {
        for await (const delta of stream.tokens(signal)) {
          text += delta;
          yield { event: REPLY_EVENTS.token, data: delta };
        }
        if (signal.aborted) return;
        finishing = true;
        yield { event: REPLY_EVENTS.done, data: await stream.finish(text) };
      } finally {
        // Runs however the client left: while the engine wrote, or while a token was being sent.
        if (signal.aborted && !finishing && stream.abandoned) {
          await stream.abandoned(text).catch((error: unknown) => reply.log.error({ err: error }, 'storing an abandoned answer failed'));
        }
      }
    },
    options,
  );
}
