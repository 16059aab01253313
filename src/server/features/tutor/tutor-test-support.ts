// Test helper: the AI tutor's calls, as the browser app makes them.
import { createParser } from 'eventsource-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TutorMessage, Conversation } from '../../../shared/tutor';
import { request } from '../../test/test-app';

export function call(app: FastifyInstance, cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return request(app, { method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function newConversation(app: FastifyInstance, cookie: string, title?: string): Promise<Conversation> {
  const response = await call(app, cookie, 'POST', '/api/conversations', title === undefined ? {} : { title });
  if (response.statusCode !== 201) throw new Error(`conversation not created: ${response.body}`);
  return response.json<Conversation>();
}

export function send(app: FastifyInstance, cookie: string, conversationId: string, content: unknown, stream = false) {
  return request(app, {
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload: { content },
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
  });
}

export async function messagesOf(app: FastifyInstance, cookie: string, conversationId: string): Promise<TutorMessage[]> {
  const response = await call(app, cookie, 'GET', `/api/conversations/${conversationId}/messages`);
  if (response.statusCode !== 200) throw new Error(`messages not listed: ${response.body}`);
  return response.json<TutorMessage[]>();
}

export async function tutorUsed(app: FastifyInstance, cookie: string): Promise<number> {
  const response = await call(app, cookie, 'GET', '/api/limits');
  return response.json<{ usage: { chat: { used: number } } }>().usage.chat.used;
}

export async function createNote(app: FastifyInstance, cookie: string, title: string, text: string) {
  const response = await call(app, cookie, 'POST', '/api/notes', { title, content: `<p>${text}</p>`, subject: 'Biology' });
  if (response.statusCode !== 201) throw new Error(`note not created: ${response.body}`);
  return response.json<{ id: string; title: string }>();
}

/** The Server-Sent Events of a streamed answer, data parsed. */
export function events(response: LightMyRequestResponse | string) {
  const list: { event: string; data: unknown }[] = [];
  const parser = createParser({ onEvent: (message) => list.push({ event: message.event ?? 'message', data: JSON.parse(message.data) }) });
  parser.feed(typeof response === 'string' ? response : response.body);
  return list;
}
