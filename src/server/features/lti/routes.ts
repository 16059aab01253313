import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LTI_ADMIN_PLATFORMS_PATH, LTI_ADMIN_TOOL_PATH, LTI_LIMITS, LTI_PATHS, LTI_STATE_COOKIE } from '../../../shared/lti';
import {
  ltiDeepLinkChoiceSchema,
  ltiDeepLinkParamsSchema,
  ltiRosterParamsSchema,
  ltiRosterPulledSchema,
  ltiToolConfigurationSchema,
  ltiJwksSchema,
  ltiLaunchSchema,
  ltiLoginSchema,
  ltiPlatformDeletedSchema,
  ltiPlatformListSchema,
  ltiPlatformParamsSchema,
  ltiPlatformSchema,
  ltiRedirectSchema,
  ltiRefusalPageSchema,
  newLtiPlatformSchema,
} from '../../../shared/lti.schema';
import { errorResponseSchema } from '../../../shared/api.schema';
import { SESSION_LIFETIME_S } from '../../auth/auth';
import { HttpError } from '../../http-error';
import { withoutControlChars } from '../../plugins/json-body';
import { adminOnly } from '../../auth/admin-access';
import { currentUser } from '../../auth/plugin';
import type { LtiPage } from './pages';
import { LtiRefusal, refusalPage } from './refusal';
import type { LtiService } from './service';
import { toolJwks } from './tool-keys';
import type { Db } from '../../db/client';
import { cookieOf } from '../../http/cookies';

/** POST /api/admin/lti/platforms and its neighbours: the administrators register learning platforms. */
export async function ltiAdminRoutes(app: FastifyInstance, { service }: { service: LtiService }) {
  app.addHook('onRequest', adminOnly);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { hidden: true };
  const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

  typed.post(
    LTI_ADMIN_PLATFORMS_PATH,
    { config, schema: { body: newLtiPlatformSchema, response: { 201: ltiPlatformSchema, 409: errorResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.addPlatform(request.body)),
  );
  typed.get(LTI_ADMIN_PLATFORMS_PATH, { config, schema: { response: { 200: ltiPlatformListSchema, ...errors } } }, async () =>
    service.platforms(),
  );
  typed.delete(
    `${LTI_ADMIN_PLATFORMS_PATH}/:id`,
    { config, schema: { params: ltiPlatformParamsSchema, response: { 200: ltiPlatformDeletedSchema, ...errors } } },
    async (request) => service.deletePlatform(request.params.id),
  );
  typed.get(LTI_ADMIN_TOOL_PATH, { config, schema: { response: { 200: ltiToolConfigurationSchema, ...errors } } }, async () =>
    service.toolConfiguration(),
  );
}

/** One of Studium's own LTI pages, with its own policy (framed by the registered platforms). */
function sendPage(reply: FastifyReply, page: LtiPage, status = 200) {
  reply.removeHeader('x-frame-options');
  // The picker's form posts to our own origin: without a referrer policy that sends the origin,
  // the browser would send `Origin: null` and the CSRF check would refuse it.
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  return reply.status(status).header('content-security-policy', page.csp).type('text/html; charset=utf-8').send(page.html);
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * The platform-facing endpoints (decision 072). Their form posts come from the platform's origin:
 * the CSRF check lets them through, and the protocol's state cookie, nonce and signature hold instead.
 */
export async function ltiRoutes(
  app: FastifyInstance,
  { service, db, secureCookies }: { service: LtiService; db: Db; secureCookies: boolean },
) {
  // Platforms post forms; only these routes read them (encapsulated in this plugin).
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: LTI_LIMITS.tokenMaxLength * 2 }, (_request, body, done) => {
    done(null, withoutControlChars(Object.fromEntries(new URLSearchParams(body as string))));
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true };
  // Inside the LMS's iframe the launch is a third-party context: only SameSite=None cookies reach it,
  // and browsers take those only with Secure (so on https alone).
  const sameSite = secureCookies ? 'SameSite=None; Secure' : 'SameSite=Lax';
  // A refusal of the protocol is a page; a malformed request (a parameter too long, a control
  // character) gets the API's JSON error before the handler runs.
  const html = z.union([ltiRefusalPageSchema, errorResponseSchema]);

  // A browser (the LMS's form post or redirect) asks for HTML and gets the page; any other client gets
  // the API's JSON error, as every /api route answers.
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof LtiRefusal || error instanceof HttpError) {
      if (!/\btext\/html\b/i.test(reply.request.headers.accept ?? ''))
        throw error instanceof HttpError ? error : new HttpError(error.status, error.message);
      // Inside the course's iframe too: the person sees why, where they are.
      const ancestors = service.frameAncestors();
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', `default-src 'none'; frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`);
      return reply.status(error.status).type('text/html; charset=utf-8').send(refusalPage(error.message));
    }
    throw error;
  };

  typed.get(LTI_PATHS.jwks, { config, schema: { response: { 200: ltiJwksSchema } } }, async () => toolJwks(db));

  const login = async (query: Parameters<LtiService['login']>[0], reply: FastifyReply) => {
    try {
      const { redirect, browserValue } = await service.login(query);
      reply.header('set-cookie', `${LTI_STATE_COOKIE}=${browserValue}; Path=${LTI_PATHS.launch}; Max-Age=600; HttpOnly; ${sameSite}`);
      return reply.redirect(redirect, 302);
    } catch (error) {
      return refuse(reply, error);
    }
  };
  const loginResponses = { 302: ltiRedirectSchema.describe('To the platform’s authentication request.'), 400: html, 403: html, 404: html };
  typed.get(LTI_PATHS.login, { config, schema: { querystring: ltiLoginSchema, response: loginResponses } }, async (request, reply) =>
    login(request.query, reply),
  );
  typed.post(
    LTI_PATHS.login,
    { config, schema: { consumes: [FORM], body: ltiLoginSchema, response: loginResponses } },
    async (request, reply) => login(request.body, reply),
  );

  typed.post(
    LTI_PATHS.launch,
    {
      config,
      schema: {
        consumes: [FORM],
        body: ltiLaunchSchema,
        response: {
          200: ltiRefusalPageSchema.describe('Framed without its cookie: a page to open Studium in a new window.'),
          302: ltiRedirectSchema.describe('Signed in, to the course’s class, the assigned item or the deep-linking picker.'),
          400: html,
          401: html,
          403: html,
          404: html,
          409: html,
          502: html,
        },
      },
    },
    async (request, reply) => {
      try {
        const browserValue = cookieOf(request.headers.cookie, LTI_STATE_COOKIE);
        // In the course's iframe without the cookie set at login: the browser blocks third-party
        // cookies, so the login starts again in a window of its own.
        if (!browserValue && request.headers['sec-fetch-dest'] === 'iframe') {
          const page = await service.newWindow(request.body.state);
          if (page) return sendPage(reply, page);
        }
        const { session, location } = await service.launch(request.body.id_token, request.body.state, browserValue);
        reply.header('set-cookie', [
          `${session.name}=${encodeURIComponent(session.value)}; Path=/; Max-Age=${SESSION_LIFETIME_S}; HttpOnly; ${sameSite}`,
          `${LTI_STATE_COOKIE}=; Path=${LTI_PATHS.launch}; Max-Age=0; HttpOnly; ${sameSite}`,
        ]);
        return reply.redirect(location, 302);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  // Deep linking (decision 075): the instructor signed in by the launch picks an item of theirs.
  const page = z.string().describe('An HTML page.');
  typed.get(
    `${LTI_PATHS.deepLink}/:id`,
    { schema: { params: ltiDeepLinkParamsSchema, response: { 200: page, 401: html, 404: html } } },
    async (request, reply) => {
      try {
        return sendPage(reply, await service.deepLinkPicker(currentUser(request).id, request.params.id));
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
  typed.post(
    LTI_PATHS.deepLink,
    {
      schema: {
        consumes: [FORM, 'application/json'],
        body: ltiDeepLinkChoiceSchema,
        response: { 200: page.describe('Posts the signed LtiDeepLinkingResponse to the platform.'), 400: html, 401: html, 404: html },
      },
    },
    async (request, reply) => {
      try {
        return sendPage(reply, await service.deepLinkAnswer(currentUser(request).id, request.body.deepLinkId, request.body.item));
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  // Rosters (NRPS): the class's teacher pulls the course's members.
  typed.post(
    '/api/lti/classes/:id/roster',
    {
      schema: {
        params: ltiRosterParamsSchema,
        response: {
          200: ltiRosterPulledSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => service.pullRoster(currentUser(request).id, request.params.id),
  );
}
