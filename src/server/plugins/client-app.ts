import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { chooseLanguage, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { APP_SHELL, PRERENDERED_PAGES, prerenderedFile } from '../../shared/prerendered-pages';
import type { SiteInfo } from '../../shared/site-info';
import { clientPages } from './client-pages';

/**
 * Serves the built React app: hashed assets cached forever (pre-compressed br/gzip beside them),
 * index.html never cached, and every other non-API GET answered with index.html (client routing).
 * The public pages pre-rendered at build time (shared/prerendered-pages.ts) are answered with their
 * own HTML, so they paint before the JavaScript loads.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, opts: { root: string; siteInfo: SiteInfo }) => {
  const hasClient = existsSync(`${opts.root}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.root,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      // HTML goes out through sendApp, with this server's site details in place of the build's tokens.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders(res, filePath) {
        const hashed = filePath.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Language → path → pre-rendered file, for the pages whose file the build wrote (an older build has
  // none); and each language's empty app page (English: index.html).
  const existing = (file: string) => existsSync(`${opts.root}/${file}`);
  const prerendered = new Map(
    LANGUAGES.map((language) => {
      const files = Object.entries(PRERENDERED_PAGES)
        .map(([page, name]) => [page, prerenderedFile(name, language)] as const)
        .filter(([, file]) => existing(file));
      return [language, new Map(files)] as const;
    }),
  );
  const appShell = (language: Language) => {
    const file = prerenderedFile(APP_SHELL, language);
    return language !== DEFAULT_LANGUAGE && existing(file) ? file : 'index.html';
  };
  const shells = new Map(LANGUAGES.map((language) => [language, appShell(language)] as const));
  const sendPage = clientPages(opts.root, opts.siteInfo);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    // The page in the language the client will start in (the same order as the client's and the API's).
    const language = pageLanguage(request);
    const path = request.url.split('?')[0] ?? request.url;
    const file = prerendered.get(language)?.get(path) ?? shells.get(language) ?? 'index.html';
    return sendPage(request, reply, file);
  };
  // The static handler would answer the root directory itself with 403.
  if (hasClient) app.get('/', sendApp);

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage && hasClient) return sendApp(request, reply);
    const message = request.url.startsWith('/api/') ? MESSAGES.routeNotFound : MESSAGES.notFound;
    return reply.status(404).send({ message, code: ERROR_CODES.notFound });
  });
});

/** A page request's language: `?lang=`, the `studium_lang` cookie, then Accept-Language. */
function pageLanguage(request: FastifyRequest): Language {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_QUERY);
  return chooseLanguage({
    query,
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').slice(0, 8_192).split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
