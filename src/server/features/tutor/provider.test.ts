import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TUTOR_HISTORY_MAX_MESSAGES, type TutorMessage, type SentMessage } from '../../../shared/tutor';
import { NOT_IN_NOTES_LINE } from '../../../shared/citation';
import { message } from '../../db/schema';
import { startFakeOpenAI } from '../../engine/llm/fake-openai';
import { TEST_ORIGIN, signUp, useTestApp } from '../../test/test-app';
import { tutorUsed, createNote, events, messagesOf, newConversation, send } from './tutor-test-support';

// An AI provider on 127.0.0.1, started before the app reads its address from the configuration.
const fake = await startFakeOpenAI();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ctx = useTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test' });

// The engine retries a 5xx once; the provider's retry-after keeps the test fast.
const serverError = { status: 500, error: 'down', headers: { 'retry-after-ms': '1' } };

describe('the tutor with an AI provider', () => {
  it('a reply whose provider fails answers 502, gives the chat message back and stores nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    fake.reply(serverError, serverError);
    const failed = await send(ctx.app, cookie, conversation.id, 'What is osmosis?');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('upstream_failed');
    expect(await tutorUsed(ctx.app, cookie)).toBe(0);
    expect(await messagesOf(ctx.app, cookie, conversation.id)).toEqual([]);
  });

  it('a streamed reply whose provider fails ends in an error event, gives the chat message back and stores nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    fake.reply(serverError, serverError);
    const response = await send(ctx.app, cookie, conversation.id, 'What is osmosis?', true);
    expect(response.statusCode).toBe(200);
    const last = events(response).at(-1)!;
    expect(last.event).toBe('error');
    expect(last.data).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect(await tutorUsed(ctx.app, cookie)).toBe(0);
    expect(await messagesOf(ctx.app, cookie, conversation.id)).toEqual([]);
  });

  it('streams the provider’s chunks and stores the whole reply, citing the note it names; the model gets the notes', async () => {
    const { cookie } = await signUp(ctx.app);
    const note = await createNote(ctx.app, cookie, 'Plant biology', 'Chlorophyll absorbs red and blue light and reflects green light.');
    const conversation = await newConversation(ctx.app, cookie);
    const chunks = [
      'Leaves look green ',
      'because chlorophyll reflects green light ',
      '(from *Plant biology*). ',
      'The formula is $E = hf$.',
    ];
    fake.reply({ content: chunks.join(''), chunks });
    const response = await send(ctx.app, cookie, conversation.id, 'Why are leaves green?', true);
    const list = events(response);
    expect(list.filter((e) => e.event === 'token').map((e) => e.data)).toEqual(chunks);
    const done = list.at(-1)!.data as SentMessage;
    expect(done.assistantMessage.content).toBe(chunks.join(''));
    expect(done.assistantMessage.citations).toEqual([{ kind: 'note', id: note.id, title: 'Plant biology' }]);
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('Title: Plant biology');
    expect((await messagesOf(ctx.app, cookie, conversation.id))[1]!.content).toBe(chunks.join(''));
    expect(await tutorUsed(ctx.app, cookie)).toBe(1);
  });

  it('the model sees a bounded window of the conversation: the latest turns, then the new message', async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    const start = Date.now() - 60_000;
    await ctx.database.db.insert(message).values(
      Array.from({ length: 50 }, (_, i) => ({
        id: uuidv7(),
        conversationId: conversation.id,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `Turn ${i}`,
        createdAt: new Date(start + i * 100),
      })),
    );
    fake.reply({ content: 'Fine.' });
    expect((await send(ctx.app, cookie, conversation.id, 'And now?')).statusCode).toBe(200);
    const sent = fake.requests[0]!.body.messages!.filter((m) => m.role !== 'system');
    expect(sent.length).toBeLessThanOrEqual(TUTOR_HISTORY_MAX_MESSAGES + 1);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'And now?' });
    expect(sent.at(-2)).toEqual({ role: 'assistant', content: 'Turn 49' });
    expect(JSON.stringify(sent)).not.toContain('"Turn 0"');
  });

  it('a reply cut off by the client while the provider still writes is stored as far as it was written', async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    fake.reply({ content: '', chunks: ['Osmosis is ', 'water moving through a membrane'], holdOpen: true });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = ctx.app.server.address() as AddressInfo;
      // A plain socket (no pool), closed the way a closed tab or Stop closes it.
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: `/api/conversations/${conversation.id}/messages`,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie, origin: TEST_ORIGIN },
      });
      request.end(JSON.stringify({ content: 'What is osmosis?' }));
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      expect(response.statusCode).toBe(200);
      let received = '';
      for await (const chunk of response) {
        received += String(chunk);
        if (received.includes('membrane')) break;
      }
      request.destroy();

      let stored: TutorMessage[] = [];
      for (let i = 0; i < 150 && stored.length < 2; i += 1) {
        await sleep(20);
        stored = await messagesOf(ctx.app, cookie, conversation.id);
      }
      expect(stored.map((m) => [m.role, m.content])).toEqual([
        ['user', 'What is osmosis?'],
        ['assistant', `${NOT_IN_NOTES_LINE}\n\nOsmosis is water moving through a membrane`],
      ]);
      // The reply was written and kept: its chat message stays spent.
      expect(await tutorUsed(ctx.app, cookie)).toBe(1);
    } finally {
      await ctx.app.server.close();
    }
  });
});
