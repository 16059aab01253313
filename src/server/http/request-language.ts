import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

// The request being answered, for work deep below its route that must speak its language (the AI
// provider's prompts) without every service passing it down. Read lazily: the user, whose choice
// counts, is known only once the session guard has run.
const current = new AsyncLocalStorage<FastifyRequest>();

/** Runs the rest of the request's handling (an onRequest hook's `done`) with `request` as the current one. */
export function answeringRequest(request: FastifyRequest, next: () => void): void {
  current.run(request, next);
}

/** The language of the request being answered; English outside a request (jobs, tests of the engine). */
export function currentLanguage(): Language {
  return current.getStore()?.language ?? DEFAULT_LANGUAGE;
}
