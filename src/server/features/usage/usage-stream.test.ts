import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { upstreamFailed } from '../../http-error';
import { sendReplyStream } from '../../http/event-stream';
import { request, signUp, useTestApp } from '../../test/test-app';
import { limits } from './usage-test-support';

// A streamed chat reply as the tutor's route will send it: counted as one chat message.
function streamRoutes(app: FastifyInstance) {
  app.post('/api/test/reply', { config: { usage: 'chat' } }, async (request, reply) => {
    const fail = (request.body as { fail?: boolean }).fail;
    return sendReplyStream(reply, {
      async *tokens() {
        yield 'Light makes ';
        if (fail) throw upstreamFailed('The AI provider failed.');
        yield 'sugar.';
      },
      finish: async (text) => ({ text }),
    });
  });
}

const ctx = useTestApp({}, { routes: streamRoutes });

const reply = (cookie: string, fail: boolean) =>
  request(ctx.app, { method: 'POST', url: '/api/test/reply', payload: { fail }, headers: { cookie } });

describe('a streamed reply', () => {
  it('spends one chat message when it ends in done', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await reply(cookie, false);
    expect(response.body).toContain('event: done');
    expect((await limits(ctx.app, cookie)).body.usage.chat.used).toBe(1);
  });

  it('gives the message back when it ends in an error event', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await reply(cookie, true);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('event: error');
    expect((await limits(ctx.app, cookie)).body.usage.chat.used).toBe(0);
  });
});
