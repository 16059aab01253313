import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/api';
import { notFound } from '../http-error';
import { syncHook } from '../http/sync-hook';

// Escapes of unreserved characters (letters, digits, - . _ ~), of "/" and of "\": a client that
// sends them means the decoded character, so the path has a second spelling.
const NEEDLESS_OR_SEPARATOR_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e)/i;
const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;
/** Segments of unreserved characters only, none starting with a dot: normal form at a glance (nearly every request). */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)+$/;

/**
 * Whether the path (no query) has exactly one spelling: it starts with "/", has no empty, "." or
 * ".." segment, no backslash, no escaped slash or backslash, no escaped unreserved character and no
 * broken escape. Routing sees the path as written while a URL parser (better-auth's, a proxy's)
 * resolves these forms, so a second spelling could reach a route without the hooks of its first.
 */
export function isNormalFormPath(path: string): boolean {
  if (PLAIN_PATH.test(path)) return true;
  if (!path.startsWith('/') || path.includes('\\')) return false;
  if (NEEDLESS_OR_SEPARATOR_ESCAPE.test(path) || MALFORMED_ESCAPE.test(path)) return false;
  if (path === '/') return true;
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The path as the most forgiving URL parser would read it: decoded, slashes merged, dots resolved, lower case. */
function loosestReading(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape stays as written; the path is refused for it anyway.
  }
  const merged = `/${decoded.replace(/[\\/]+/g, '/')}`.replace(/^\/+/, '/');
  return new URL(merged, 'http://path.invalid').pathname.toLowerCase();
}

/** Whether the request target names the API in any spelling. */
export function isApiPath(path: string): boolean {
  const readings = [path.toLowerCase(), loosestReading(path)];
  return readings.some((reading) => reading === '/api' || reading.startsWith('/api/'));
}

/** The path part of a request target (origin form; an absolute-form target keeps its scheme and host). */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * Answers 404 to an API request whose path is not in normal form, before any other hook (CSRF,
 * session, rate limit) or handler runs. Pages of the client app keep their lenient routing.
 */
export const pathNormalFormPlugin = fp(async (app: FastifyInstance) => {
  app.addHook(
    'onRequest',
    syncHook((request) => {
      const path = pathOf(request.url);
      // A target that is not a path ("*", an absolute URL) is never one of our routes either.
      if (!isNormalFormPath(path) && (isApiPath(path) || !path.startsWith('/'))) {
        throw notFound(MESSAGES.routeNotFound);
      }
    }),
  );
});
