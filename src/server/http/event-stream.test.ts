import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createParser } from 'eventsource-parser';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import type { StreamError } from '../../shared/event-stream';
import { tooManyRequests, upstreamFailed } from '../http-error';
import { openApiPlugin } from '../plugins/openapi';
import { type EventStreamOptions, eventStreamContent, type ReplyStream, sendReplyStream } from './event-stream';

function parse(body: string) {
  const events: { event: string | undefined; data: unknown }[] = [];
  let comments = 0;
  const parser = createParser({
    onEvent: (message) => events.push({ event: message.event, data: JSON.parse(message.data) }),
    onComment: () => (comments += 1),
  });
  parser.feed(body);
  return { events, comments };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A typed route answering with `stream`, as a feature route would. */
async function appWith(stream: ReplyStream<{ id: string; text: string }>, options?: EventStreamOptions) {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openApiPlugin);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/answer',
    {
      schema: {
        body: z.object({ q: z.string() }),
        response: { 200: { description: 'The answer as it is written', content: eventStreamContent } },
      },
    },
    async (_request, reply) => sendReplyStream(reply, stream, options),
  );
  return app;
}

const ask = (server: FastifyInstance) => server.inject({ method: 'POST', url: '/answer', payload: { q: 'why?' } });

async function* words(...parts: string[]) {
  for (const part of parts) {
    await sleep(1);
    yield part;
  }
}

describe('sendReplyStream', () => {
  it('streams token events, then done with the stored record, with the headers a stream needs', async () => {
    const stored: string[] = [];
    const server = await appWith({
      tokens: () => words('Light ', 'makes\n', 'sugar.'),
      finish: async (text) => {
        stored.push(text);
        return { id: 'r1', text };
      },
    });
    const response = await ask(server);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(parse(response.body).events).toEqual([
      { event: 'token', data: 'Light ' },
      { event: 'token', data: 'makes\n' },
      { event: 'token', data: 'sugar.' },
      { event: 'done', data: { id: 'r1', text: 'Light makes\nsugar.' } },
    ]);
    expect(stored).toEqual(['Light makes\nsugar.']);
  });

  it('ends with an error event carrying status, message and code, after running onError once', async () => {
    const errors: StreamError[] = [];
    const server = await appWith(
      {
        async *tokens() {
          yield 'Partial ';
          throw upstreamFailed('The AI provider failed.');
        },
        finish: () => Promise.reject(new Error('never stored')),
      },
      { onError: (error) => void errors.push(error) },
    );
    const { events } = parse((await ask(server)).body);
    const failure = { status: 502, message: 'The AI provider failed.', code: ERROR_CODES.upstreamFailed };
    expect(events).toEqual([
      { event: 'token', data: 'Partial ' },
      { event: 'error', data: failure },
    ]);
    expect(errors).toEqual([failure]);
  });

  it('answers an unexpected failure with the generic server error, never its details', async () => {
    const server = await appWith({
      tokens: () => words('a'),
      finish: () => Promise.reject(new Error('connection string postgres://secret@db')),
    });
    const { events } = parse((await ask(server)).body);
    expect(events.at(-1)).toEqual({ event: 'error', data: { status: 500, message: MESSAGES.serverError, code: ERROR_CODES.serverError } });
    expect(JSON.stringify(events)).not.toContain('secret');
  });

  it('still sends the error event when onError itself fails', async () => {
    const server = await appWith(
      { tokens: () => words(), finish: () => Promise.reject(tooManyRequests('API limit reached')) },
      { onError: () => Promise.reject(new Error('refund failed')) },
    );
    expect(parse((await ask(server)).body).events).toEqual([
      { event: 'error', data: { status: 429, message: 'API limit reached', code: ERROR_CODES.tooManyRequests } },
    ]);
  });

  it('is documented on the OpenAPI page as an event stream', async () => {
    const server = await appWith({ tokens: () => words(), finish: async (text) => ({ id: 'r0', text }) });
    await server.ready();
    const answer = (
      server.swagger() as { paths: Record<string, { post: { responses: Record<string, { description: string; content: object }> } }> }
    ).paths['/answer']!.post.responses['200']!;
    expect(answer.description).toBe('The answer as it is written');
    expect(Object.keys(answer.content)).toEqual(['text/event-stream']);
    expect(JSON.stringify(answer.content)).toContain('Server-Sent Events');
  });

  it('keeps a quiet stream alive with comment lines', async () => {
    const server = await appWith(
      {
        async *tokens() {
          await sleep(120);
          yield 'late';
        },
        finish: async (text) => ({ id: 'r2', text }),
      },
      { heartbeatMs: 20 },
    );
    const { events, comments } = parse((await ask(server)).body);
    expect(comments).toBeGreaterThanOrEqual(3);
    expect(events.map((e) => e.event)).toEqual(['token', 'done']);
  });

  it('aborts the producer when the client disconnects, and neither stores nor reports an error', async () => {
    let aborted: () => void;
    const producerStopped = new Promise<void>((resolve) => (aborted = resolve));
    const calls: string[] = [];
    const server = await appWith(
      {
        async *tokens(signal) {
          signal.addEventListener('abort', () => aborted());
          yield 'first';
          // A provider that would go on for a long time unless stopped.
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          calls.push('resumed after abort');
        },
        finish: async (text) => {
          calls.push('finish');
          return { id: 'r3', text };
        },
      },
      { onError: () => void calls.push('onError') },
    );
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    // A plain socket per request (no pool), closed the way a closed tab closes it.
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/answer',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
    });
    request.end(JSON.stringify({ q: 'why?' }));
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    let received = '';
    for await (const chunk of response) {
      received += String(chunk);
      if (received.includes('event: token')) break;
    }
    request.destroy();
    await producerStopped;
    await sleep(50);
    expect(calls).toEqual(['resumed after abort']);
  });
});
