import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY, type Language, chooseLanguage } from '../../shared/i18n/languages';
import { indexMessageCatalogues, translateMessage } from '../../shared/i18n/messages';
import { LLM_MESSAGES } from '../engine/llm/errors';
import { cookieOf } from '../http/cookies';
import { answeringRequest } from '../http/request-language';
import { UPLOAD_REQUEST_MESSAGES } from './uploads';

// The server's own messages join the shared ones in the translated catalogue.
indexMessageCatalogues({ LLM_MESSAGES, UPLOAD_REQUEST_MESSAGES });

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (issue 31): `?lang=`, the user's choice, the cookie, Accept-Language. */
    readonly language: Language;
  }
}

function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return chooseLanguage({
    query: query && typeof query === 'object' ? query[LANGUAGE_QUERY] : undefined,
    // Known once the session guard has run; on public routes the visitor's own signals decide.
    user: request.user?.language,
    cookie: cookieOf(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** `{ message }` in the reader's language: the error answers (errors.ts) and every other body that says something. */
export function inRequestLanguage(request: FastifyRequest, message: string): string {
  // Undefined on an app without this plugin (the errors plugin's own tests).
  const language = (request.language as Language | undefined) ?? DEFAULT_LANGUAGE;
  return language === DEFAULT_LANGUAGE ? message : translateMessage(message, language);
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this);
    },
  });
  app.addHook('onRequest', (request, _reply, done) => answeringRequest(request, done));
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('message' in payload)) return payload;
    const { message } = payload as { message: unknown };
    if (typeof message !== 'string') return payload;
    const translated = inRequestLanguage(request, message);
    return translated === message ? payload : { ...payload, message: translated };
  });
});
