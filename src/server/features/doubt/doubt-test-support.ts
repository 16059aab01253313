// Test helper: the doubt solver's calls, as the browser app makes them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { request } from '../../test/test-app';

export function solve(app: FastifyInstance, cookie: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return request(app, { method: 'POST', url: '/api/doubt-solver', payload, headers: { cookie } });
}

export function get(app: FastifyInstance, cookie: string, url: string): Promise<LightMyRequestResponse> {
  return request(app, { method: 'GET', url, headers: { cookie } });
}

export async function createNote(app: FastifyInstance, cookie: string, title: string, text: string) {
  const response = await request(app, {
    method: 'POST',
    url: '/api/notes',
    payload: { title, content: `<p>${text}</p>`, subject: 'Biology' },
    headers: { cookie },
  });
  if (response.statusCode !== 201) throw new Error(`note not created: ${response.body}`);
  return response.json<{ id: string; title: string }>();
}

export async function doubtsUsed(app: FastifyInstance, cookie: string): Promise<number> {
  const response = await get(app, cookie, '/api/limits');
  return response.json<{ usage: { doubts: { used: number } } }>().usage.doubts.used;
}
