import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { stripControlChars } from '../../shared/control-chars';
import { HttpError } from '../http-error';

/** Keys a plain object must not get as own properties, as the JSON parser itself refuses them. */
const FORBIDDEN_KEYS = new Set(['__proto__']);

/**
 * The parsed body with control characters removed from every string, keys included. A key that
 * only becomes "__proto__" once cleaned is refused like the parser refuses the literal key.
 */
export function withoutControlChars(value: unknown): unknown {
  if (typeof value === 'string') return stripControlChars(value);
  if (Array.isArray(value)) return value.map(withoutControlChars);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => {
    const cleanKey = stripControlChars(key);
    if (FORBIDDEN_KEYS.has(cleanKey) && cleanKey !== key) {
      throw new HttpError(400, MESSAGES.invalidJson, ERROR_CODES.invalidJson);
    }
    return [cleanKey, withoutControlChars(item)] as const;
  });
  // fromEntries defines own properties, so no key can reach the prototype.
  return Object.fromEntries(entries);
}

/**
 * One JSON parser for every route, better-auth's included (it receives this parsed body again as
 * JSON): Fastify's own parser with its prototype-poisoning checks, then control characters removed,
 * so no route stores a NUL (which PostgreSQL refuses) or another invisible control character.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; the parser's type also allows a Buffer.
    void parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, parsed) => {
      if (error) return done(error, undefined);
      let cleaned: unknown;
      try {
        cleaned = withoutControlChars(parsed);
      } catch (cleanError) {
        // A body nested deeper than the stack allows is no request we serve.
        const refusal = cleanError instanceof HttpError ? cleanError : new HttpError(400, MESSAGES.invalidJson, ERROR_CODES.invalidJson);
        return done(refusal, undefined);
      }
      return done(null, cleaned);
    });
  });
});
