import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api';
import { TUTOR_MESSAGE_MAX_CHARS, TUTOR_MESSAGES, type SentMessage } from '../../../shared/tutor';
import { sentMessageSchema } from '../../../shared/tutor.schema';
import { NOT_IN_NOTES_LINE, OFFLINE_NOT_IN_NOTES_LINE } from '../../../shared/citation';
import { DAILY_LIMITS, LIMIT_REACHED_TEXT, USAGE_KIND_HEADER } from '../../../shared/usage';
import { signUp, useTestApp } from '../../test/test-app';
import { tutorUsed, createNote, events, messagesOf, newConversation, send } from './tutor-test-support';

const ctx = useTestApp();

const PHOTOSYNTHESIS =
  'Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs red and blue light and reflects ' +
  'green light, which is why leaves look green. The plant turns carbon dioxide and water into glucose and oxygen.';
const REVOLUTION = 'The Bastille was stormed on 14 July 1789. The revolution ended the absolute monarchy in France.';

describe('POST /api/conversations/:id/messages', () => {
  it('answers { userMessage, assistantMessage }, stored, with the conversation id, counted as one chat message', async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    const response = await send(ctx.app, cookie, conversation.id, '  What is a cell?  ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[USAGE_KIND_HEADER]).toBe('chat');
    const sent = response.json<SentMessage>();
    expect(sentMessageSchema.safeParse(sent).success).toBe(true);
    expect(sent.userMessage).toMatchObject({ conversationId: conversation.id, role: 'user', content: 'What is a cell?', citations: [] });
    expect(sent.assistantMessage).toMatchObject({ conversationId: conversation.id, role: 'assistant' });
    expect(sent.assistantMessage.content.length).toBeGreaterThan(20);
    expect(await messagesOf(ctx.app, cookie, conversation.id)).toEqual([sent.userMessage, sent.assistantMessage]);
    expect(await tutorUsed(ctx.app, cookie)).toBe(1);
  });

  it.each([
    ['a blank message', '  \n ', TUTOR_MESSAGES.contentRequired],
    ['a message that is not text', 42, TUTOR_MESSAGES.contentRequired],
    [`a message of ${TUTOR_MESSAGE_MAX_CHARS + 1} characters`, 'a'.repeat(TUTOR_MESSAGE_MAX_CHARS + 1), TUTOR_MESSAGES.contentTooLong],
  ])('refuses %s with 400, storing and spending nothing', async (_, content, message) => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    const response = await send(ctx.app, cookie, conversation.id, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: ERROR_CODES.badRequest });
    expect(await messagesOf(ctx.app, cookie, conversation.id)).toEqual([]);
    expect(await tutorUsed(ctx.app, cookie)).toBe(0);
  });

  it(`takes a message of exactly ${TUTOR_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`, async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    const sentence = 'Why do leaves change colour in autumn? ';
    const content = sentence.repeat(Math.ceil(TUTOR_MESSAGE_MAX_CHARS / sentence.length)).slice(0, TUTOR_MESSAGE_MAX_CHARS - 1) + '?';
    const response = await send(ctx.app, cookie, conversation.id, content);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SentMessage>().userMessage.content).toHaveLength(TUTOR_MESSAGE_MAX_CHARS);
  });

  it('a message to another user’s conversation answers 404, stores nothing and keeps the unit (the request’s fault)', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, owner.cookie);
    const response = await send(ctx.app, other.cookie, conversation.id, 'Hello?', true);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TUTOR_MESSAGES.notFound, code: ERROR_CODES.notFound });
    expect(await tutorUsed(ctx.app, other.cookie)).toBe(1);
    expect(await messagesOf(ctx.app, owner.cookie, conversation.id)).toEqual([]);
  });

  it(`stops at the Free plan's ${DAILY_LIMITS.Free.chat} messages a day with 429 'API limit reached', streamed or not`, async () => {
    const { cookie } = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, cookie);
    for (let i = 1; i <= DAILY_LIMITS.Free.chat; i += 1) {
      expect((await send(ctx.app, cookie, conversation.id, `Question ${i}`)).statusCode).toBe(200);
    }
    for (const stream of [false, true]) {
      const refused = await send(ctx.app, cookie, conversation.id, 'One more?', stream);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.json().code).toBe(ERROR_CODES.dailyLimitReached);
      expect(refused.json().message).toContain(LIMIT_REACHED_TEXT);
    }
    expect(await tutorUsed(ctx.app, cookie)).toBe(DAILY_LIMITS.Free.chat);
    expect(await messagesOf(ctx.app, cookie, conversation.id)).toHaveLength(DAILY_LIMITS.Free.chat * 2);
  });
});

describe('a streamed reply (Accept: text/event-stream)', () => {
  it('streams token events, then done with the stored turn; what is stored is the whole reply', async () => {
    const { cookie } = await signUp(ctx.app);
    await createNote(ctx.app, cookie, 'Plant biology', PHOTOSYNTHESIS);
    const conversation = await newConversation(ctx.app, cookie);
    const response = await send(ctx.app, cookie, conversation.id, 'How does photosynthesis make glucose from light?', true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const list = events(response);
    const tokens = list.filter((e) => e.event === 'token').map((e) => e.data as string);
    expect(tokens.length).toBeGreaterThan(2);
    expect(list.at(-1)!.event).toBe('done');
    const done = list.at(-1)!.data as SentMessage;
    expect(done.assistantMessage.content).toBe(tokens.join(''));
    expect(done.userMessage.conversationId).toBe(conversation.id);
    const stored = await messagesOf(ctx.app, cookie, conversation.id);
    expect(stored.map((m) => m.content)).toEqual(['How does photosynthesis make glucose from light?', tokens.join('')]);
    expect(await tutorUsed(ctx.app, cookie)).toBe(1);
  });
});

describe('grounded in the user’s notes', () => {
  it('a new user’s question on a topic of their notes is answered by quoting the note’s sentences, naming and citing it', async () => {
    const { cookie } = await signUp(ctx.app);
    const note = await createNote(ctx.app, cookie, 'Plant biology', PHOTOSYNTHESIS);
    await createNote(ctx.app, cookie, 'French Revolution', REVOLUTION);
    const conversation = await newConversation(ctx.app, cookie);
    const sent = (await send(ctx.app, cookie, conversation.id, 'Why does chlorophyll make leaves look green?')).json<SentMessage>();
    const reply = sent.assistantMessage;
    expect(reply.content).toContain('From your notes "Plant biology"');
    expect(reply.content).toContain('Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.');
    expect(reply.content).not.toContain('Bastille');
    expect(reply.content).not.toContain(NOT_IN_NOTES_LINE);
    expect(reply.citations).toEqual([{ kind: 'note', id: note.id, title: 'Plant biology' }]);
    expect((await messagesOf(ctx.app, cookie, conversation.id))[1]!.citations).toEqual(reply.citations);
  });

  it('says plainly first when nothing in the notes is about the question, and cites nothing', async () => {
    const { cookie } = await signUp(ctx.app);
    await createNote(ctx.app, cookie, 'French Revolution', REVOLUTION);
    const conversation = await newConversation(ctx.app, cookie);
    const response = await send(ctx.app, cookie, conversation.id, 'How do volcanoes erupt?', true);
    const done = events(response).at(-1)!.data as SentMessage;
    expect(done.assistantMessage.content.split('\n\n')[0]).toBe(OFFLINE_NOT_IN_NOTES_LINE);
    expect(done.assistantMessage.content).not.toContain(NOT_IN_NOTES_LINE);
    expect(done.assistantMessage.citations).toEqual([]);
    expect(done.assistantMessage.content).not.toContain('French Revolution');
  });

  it("never quotes or cites another user's notes", async () => {
    const owner = await signUp(ctx.app);
    await createNote(ctx.app, owner.cookie, 'Plant biology', PHOTOSYNTHESIS);
    const other = await signUp(ctx.app);
    const conversation = await newConversation(ctx.app, other.cookie);
    const reply = (await send(ctx.app, other.cookie, conversation.id, 'Why does chlorophyll make leaves look green?')).json<SentMessage>()
      .assistantMessage;
    expect(reply.citations).toEqual([]);
    expect(reply.content).not.toContain('Plant biology');
    expect(reply.content.startsWith(OFFLINE_NOT_IN_NOTES_LINE)).toBe(true);
  });
});
