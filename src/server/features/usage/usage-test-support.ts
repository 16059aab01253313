// Test helper: AI calls that spend units, counted by status.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { request } from '../../test/test-app';

/** A short text the offline engine summarizes in a few milliseconds. */
export const SUMMARY_TEXT =
  'Heat from the Sun evaporates water from the oceans. The vapour rises, cools and condenses into clouds. ' +
  'Heavy droplets fall as rain or snow. Rivers carry the water back to the sea, where the cycle begins again.';

export function summarize(app: FastifyInstance, cookie: string, content = SUMMARY_TEXT): Promise<LightMyRequestResponse> {
  return request(app, { method: 'POST', url: '/api/summarize', payload: { content, mode: 'summary' }, headers: { cookie } });
}

/** How many answers had each status. */
export function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** `count` summaries at once, spread over the given apps in turn (two servers on one database). */
export function summarizeAtOnce(apps: FastifyInstance[], cookie: string, count: number): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => summarize(apps[i % apps.length]!, cookie)));
}

export async function limits(app: FastifyInstance, cookie: string) {
  const response = await request(app, { method: 'GET', url: '/api/limits', headers: { cookie } });
  return { response, body: response.json() };
}
