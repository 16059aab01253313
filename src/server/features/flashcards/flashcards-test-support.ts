// Test helper: the flashcard calls, as the browser app makes them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Flashcard, NewCard } from '../../../shared/flashcards';
import { request } from '../../test/test-app';

export function call(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return request(app, { method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function addCards(
  app: FastifyInstance,
  cookie: string,
  cards: NewCard[],
  deck: { deckId?: string; deckName?: string } = {},
): Promise<{ deckId: string; cards: Flashcard[] }> {
  const response: LightMyRequestResponse = await call(app, cookie, 'POST', '/api/cards', { ...deck, cards });
  if (response.statusCode !== 201) throw new Error(`cards not created: ${response.body}`);
  return response.json();
}

export const someCards = (count: number, prefix = 'Q'): NewCard[] =>
  Array.from({ length: count }, (_, i) => ({ front: `${prefix}${i + 1}: what is ${i + 1} + ${i + 1}?`, back: `${2 * (i + 1)}` }));

export async function createNote(app: FastifyInstance, cookie: string, title: string, text: string): Promise<{ id: string }> {
  const response = await call(app, cookie, 'POST', '/api/notes', { title, content: `<p>${text}</p>`, subject: 'Biology' });
  if (response.statusCode !== 201) throw new Error(`note not created: ${response.body}`);
  return response.json();
}
