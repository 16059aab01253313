import type { FastifyReply } from 'fastify';

/**
 * Sends a body that is already JSON (built by the database, or kept from an earlier answer) as it
 * is, skipping the route's serializer. The caller vouches that it matches the route's schema.
 */
export function sendRawJson(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: string) => payload)
    .send(json);
}
