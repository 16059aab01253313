import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { TUTOR_MESSAGES, CONVERSATION_TITLE_MAX_CHARS, NEW_CHAT_TITLE, type Conversation } from '../../../shared/tutor';
import { request, signUp, useTestApp } from '../../test/test-app';
import { call, messagesOf, newConversation, send } from './tutor-test-support';

const ctx = useTestApp();
const UNKNOWN_ID = '0190a1b2-0000-7000-8000-000000000000';

describe('conversations', () => {
  it('need a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', `/api/conversations/${UNKNOWN_ID}/messages`],
      ['POST', `/api/conversations/${UNKNOWN_ID}/messages`],
    ] as const) {
      const response = await request(ctx.app, { method, url, ...(method === 'POST' ? { payload: { content: 'hi' } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("are titled 'New Chat' when created without a title, listed newest first, and only to their owner", async () => {
    const asha = await signUp(ctx.app);
    const ravi = await signUp(ctx.app);
    const first = await newConversation(ctx.app, asha.cookie);
    const second = await newConversation(ctx.app, asha.cookie, '  Cell biology  ');
    await newConversation(ctx.app, ravi.cookie, 'Ravi’s');
    expect(first.title).toBe(NEW_CHAT_TITLE);
    expect(second.title).toBe('Cell biology');
    const list = (await call(ctx.app, asha.cookie, 'GET', '/api/conversations')).json<Conversation[]>();
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await call(ctx.app, ravi.cookie, 'GET', '/api/conversations')).json<Conversation[]>().map((c) => c.title)).toEqual(['Ravi’s']);
  });

  it('is titled from its first message, moves to the top when it gets one, and keeps a title it was given', async () => {
    const { cookie } = await signUp(ctx.app);
    const untitled = await newConversation(ctx.app, cookie);
    const named = await newConversation(ctx.app, cookie, 'Revision');
    const question = 'How do plants turn sunlight, water and carbon dioxide into glucose during photosynthesis?';
    expect((await send(ctx.app, cookie, untitled.id, question)).statusCode).toBe(200);
    expect((await send(ctx.app, cookie, named.id, 'What is osmosis?')).statusCode).toBe(200);
    const list = (await call(ctx.app, cookie, 'GET', '/api/conversations')).json<Conversation[]>();
    expect(list.map((c) => c.id)).toEqual([named.id, untitled.id]);
    expect(list[0]!.title).toBe('Revision');
    expect(list[1]!.title).toBe('How do plants turn sunlight, water and carbon dioxide into…');
    // The second message does not retitle it.
    await send(ctx.app, cookie, untitled.id, 'And what about oxygen?');
    expect((await call(ctx.app, cookie, 'GET', '/api/conversations')).json<Conversation[]>()[0]!.title).toBe(list[1]!.title);
  });

  it('is renamed with PATCH and deleted with DELETE (its messages too), by its owner only', async () => {
    const asha = await signUp(ctx.app);
    const ravi = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, asha.cookie);
    await send(ctx.app, asha.cookie, conversation.id, 'What is a cell?');
    const url = `/api/conversations/${conversation.id}`;

    for (const [method, payload] of [
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(ctx.app, ravi.cookie, method, url, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: TUTOR_MESSAGES.notFound, code: ERROR_CODES.notFound });
    }
    expect((await call(ctx.app, ravi.cookie, 'GET', `${url}/messages`)).statusCode).toBe(404);
    expect((await call(ctx.app, ravi.cookie, 'DELETE', `${url}/messages`)).statusCode).toBe(404);
    expect(await messagesOf(ctx.app, asha.cookie, conversation.id)).toHaveLength(2);

    const renamed = await call(ctx.app, asha.cookie, 'PATCH', url, { title: '  Cells  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: conversation.id, title: 'Cells' });
    expect((await call(ctx.app, asha.cookie, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(ctx.app, asha.cookie, 'GET', '/api/conversations')).json()).toEqual([]);
    expect((await call(ctx.app, asha.cookie, 'GET', `${url}/messages`)).statusCode).toBe(404);
    const rows = await ctx.database.db.execute(`SELECT count(*)::int AS n FROM message WHERE conversation_id = '${conversation.id}'`);
    expect(JSON.stringify(rows)).toContain('"n":0');
  });

  it('Clear deletes the messages and keeps the conversation', async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie, 'Keep me');
    await send(ctx.app, cookie, conversation.id, 'What is a cell?');
    expect((await call(ctx.app, cookie, 'DELETE', `/api/conversations/${conversation.id}/messages`)).statusCode).toBe(204);
    expect(await messagesOf(ctx.app, cookie, conversation.id)).toEqual([]);
    expect((await call(ctx.app, cookie, 'GET', '/api/conversations')).json<Conversation[]>().map((c) => c.title)).toEqual(['Keep me']);
  });

  it.each([
    ['a blank title', { title: '   ' }, TUTOR_MESSAGES.titleRequired],
    ['no title', {}, TUTOR_MESSAGES.titleRequired],
    ['a long title', { title: 't'.repeat(CONVERSATION_TITLE_MAX_CHARS + 1) }, TUTOR_MESSAGES.titleTooLong],
  ])('refuses a rename to %s with 400', async (_, payload, message) => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    const response = await call(ctx.app, cookie, 'PATCH', `/api/conversations/${conversation.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: ERROR_CODES.badRequest });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await call(ctx.app, cookie, 'GET', `/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await send(ctx.app, cookie, id, 'hello')).statusCode).toBe(404);
    }
  });

  it('are all in the OpenAPI document', async () => {
    const docs = (await request(ctx.app, { method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths['/api/conversations'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(docs.paths['/api/conversations/{id}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    const messages = docs.paths['/api/conversations/{id}/messages'];
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
    expect(Object.keys(messages.post.responses['200'].content)).toEqual(['application/json', 'text/event-stream']);
  });
});
