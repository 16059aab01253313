import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/api';
import { badRequest } from '../http-error';
import { syncHook } from '../http/sync-hook';

/**
 * A control character in the request target, escaped or (from clients that skip the HTTP parser)
 * raw: the C0 controls other than tab (%09), LF (%0A) and CR (%0D), the set the JSON body parser
 * removes (`shared/control-chars.ts`). No escape of three or more bytes decodes to one of them
 * (UTF-8 forbids overlong forms), so this one look at the raw target covers every path and query
 * parameter after decoding.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHAR_IN_TARGET = /%(?:0[0-8bcef]|1[0-9a-f])|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/i;

/** Whether a request target (path and query, as sent) carries a control character in any parameter. */
export function targetHasControlChars(target: string): boolean {
  return CONTROL_CHAR_IN_TARGET.test(target);
}

/**
 * Answers 400 to an API request with a control character in its path or query, before any other
 * hook or handler reads a parameter: PostgreSQL refuses NUL in text, which answered 500 wherever a
 * parameter reached a query. Refused rather than removed: a changed id or search term would
 * quietly find something else. A callback hook with one regular expression: it runs on every
 * API request (decision 040).
 */
export const controlCharParamsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook(
    'onRequest',
    syncHook((request) => {
      const target = request.url;
      if (target.startsWith('/api/') && targetHasControlChars(target)) {
        throw badRequest(MESSAGES.controlCharsInParams);
      }
    }),
  );
});
