import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { stripControlChars, wellFormed } from '../../shared/control-chars';
import { badRequest, HttpError, tooLarge } from '../http-error';
import { addRouteHooks, takesWrites } from '../http/route-hooks';

const clean = (text: string) => wellFormed(stripControlChars(text));

/** Keys a plain object must not get as own properties, as the JSON parser itself refuses them. */
const FORBIDDEN_KEYS = new Set(['__proto__']);

/**
 * The parsed body with control characters removed from every string, keys included, and lone
 * surrogates made U+FFFD. A key that only becomes "__proto__" once cleaned is refused like the
 * parser refuses the literal key.
 */
export function withoutControlChars(value: unknown): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(withoutControlChars);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => {
    const cleanKey = clean(key);
    if (FORBIDDEN_KEYS.has(cleanKey) && cleanKey !== key) {
      throw badRequest(MESSAGES.invalidJson, ERROR_CODES.invalidJson);
    }
    return [cleanKey, withoutControlChars(item)] as const;
  });
  // fromEntries defines own properties, so no key can reach the prototype.
  return Object.fromEntries(entries);
}

/** A body this much over the route's limit is still read before the 413 (beyond it, the connection is closed). */
const DRAINED_OVER_LIMIT_FACTOR = 4;

/** Reads `body` to its end, throwing the bytes away. */
function drain(body: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      body.off('end', done).off('error', done).off('close', done);
      resolve();
    };
    body.on('end', done).on('error', done).on('close', done).resume();
  });
}

/**
 * One JSON parser for every route, better-auth's included (it receives this parsed body again as
 * JSON): Fastify's own parser with its prototype-poisoning checks, then control characters removed,
 * so no route stores a NUL (which PostgreSQL refuses) or another invisible control character.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  // Fastify answers a body declared larger than the route's limit at once and closes the
  // connection, while the client may still be sending it: the client then sees a broken pipe
  // instead of the 413. A body within a few times the limit is read to its end first.
  // Only routes that take a body: Fastify reads none for GET and HEAD.
  addRouteHooks(app, takesWrites, {
    preParsing: (request, _reply, payload, done) => {
      const length = Number(request.headers['content-length']);
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      if (!(length > limit) || length > limit * DRAINED_OVER_LIMIT_FACTOR || request.routeOptions.config.upload) {
        return done(null, payload);
      }
      drain(payload).then(() => done(tooLarge(MESSAGES.tooLarge)), done);
    },
  });

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
        const refusal = cleanError instanceof HttpError ? cleanError : badRequest(MESSAGES.invalidJson, ERROR_CODES.invalidJson);
        return done(refusal, undefined);
      }
      return done(null, cleaned);
    });
  });
});
