import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../shared/account';
import { changeEmailRequestSchema, changeEmailResultSchema } from '../../shared/account.schema';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { errorResponseSchema } from '../../shared/api.schema';
import type { User } from '../../shared/user';
import { authProvidersSchema, userSchema } from '../../shared/user.schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError, unauthorized, unavailable } from '../http-error';
import type { Mailer } from '../mail/mailer';
import { accountMails } from './account-mails';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { changeEmailCheck } from './change-email';
import { unlessDatabaseDown } from './database-down';
import { authErrorAnswer } from './error-answer';
import { limitedSecretCheck, limitedSignIn, signUpRateLimit } from './limited-routes';
import { scheduleLimitsPurge } from './limits-purge';
import { pendingSignUp } from './pending-sign-up';
import { SECRET_CHECKING_ROUTES } from './secret-checking-routes';
import { createSessionResolver } from './session';
import type { SessionCache } from './session-cache';
import { createSignInLimiter } from './sign-in-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (the guard below skips it). */
    public?: boolean;
    /**
     * Answered to a visitor without a session as a path with no route (404), not 401: the
     * administrators' routes, whose own guard answers everyone else the same (decision 055).
     */
    hidden?: boolean;
  }
  interface FastifyRequest {
    user: User | null;
    /** The session token of the request's cookie, when its signature holds. */
    sessionToken(): string | null;
  }
}

const CHANGE_EMAIL_PATH = '/api/auth/change-email';

/** What a browser forgets of the site on sign-out (`Clear-Site-Data`); cookies are better-auth's to clear. */
export const SIGN_OUT_CLEARS = '"cache", "storage"';

/** The signed-in user; routes behind the guard can rely on it. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized(MESSAGES.unauthorized);
  return request.user;
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) return reply.type('application/json').send(authErrorAnswer(response.status, response.statusText, text));
  return reply.send(text);
}

interface AuthPluginOptions {
  auth: Auth;
  db: Db;
  config: Config;
  /** The session signing secret; it also keys the account names in the sign-in limits. */
  secret: string;
  /** The clock a paid plan's end date is read against (tests set it). */
  now: () => Date;
  /** Resolved sessions of this instance (decision 030); the same cache `auth` clears. */
  sessionCache: SessionCache;
  mailer: Mailer;
}

/** better-auth's endpoints under /api/auth, our /api/auth/user, and the session guard for /api. */
export const authPlugin = fp(async (app: FastifyInstance, { auth, db, config, secret, now, sessionCache, mailer }: AuthPluginOptions) => {
  app.decorateRequest('user', null);

  const sessions = await createSessionResolver(auth, db, sessionCache, now, config.adminEmails);
  const signedOut = (request: FastifyRequest) =>
    request.routeOptions.config.hidden
      ? new HttpError(404, MESSAGES.routeNotFound, ERROR_CODES.notFound)
      : new HttpError(401, MESSAGES.unauthorized);
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return sessions.token(this);
  });
  // A callback hook, not an async one: a session resolved a moment ago is answered at once,
  // without the promises an async hook costs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // Unknown paths (and the client app's catch-all) are not API routes: they answer 404.
    const route = request.routeOptions;
    if (route.url?.startsWith('/api/auth/') && route.config.public) {
      sessions.endIfPastMaximum(request).then(() => done(), done);
      return;
    }
    if (route.config.public || !route.url?.startsWith('/api/')) return done();
    const cached = sessions.cached(request);
    if (cached !== undefined) {
      request.user = cached;
      return done(cached ? undefined : signedOut(request));
    }
    sessions.resolve(request, reply).then((user) => {
      request.user = user;
      done(user ? undefined : signedOut(request));
    }, done);
  });

  const callAuth = async (request: FastifyRequest) => unlessDatabaseDown(await auth.handler(toWebRequest(request, config.publicUrl)), db);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => sendWebResponse(await callAuth(request), reply);

  const limiter = createSignInLimiter(db, config.authLimits, secret);
  let stopPurge = () => {};
  app.addHook('onReady', async () => {
    stopPurge = scheduleLimitsPurge(db, app.log);
  });
  app.addHook('onClose', async () => stopPurge());
  app.post('/api/auth/sign-in/email', { config: { public: true } }, limitedSignIn(limiter, callAuth, sendWebResponse));
  // A reset link can only come by mail: without it, say so rather than pretend one was sent.
  const unlessMailOff =
    (next: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!mailer.enabled) throw unavailable(ACCOUNT_MESSAGES.mailOff, ERROR_CODES.mailOff);
      return next(request, reply);
    };
  for (const route of SECRET_CHECKING_ROUTES) {
    if (route.url === CHANGE_EMAIL_PATH) continue;
    // A route of the signed-in user is behind the session guard: the limit counts on their account.
    const config = { public: route.account !== 'session' };
    const limited = limitedSecretCheck(limiter, callAuth, sendWebResponse, route);
    app.route({
      method: route.method,
      url: route.url,
      config,
      handler: route.url === '/api/auth/request-password-reset' ? unlessMailOff(limited) : limited,
    });
  }
  const changeEmailRoute = SECRET_CHECKING_ROUTES.find((route) => route.url === CHANGE_EMAIL_PATH)!;
  const changeEmail = changeEmailCheck({ auth, mailer, mails: accountMails(config, mailer, secret), callAuth });
  app.withTypeProvider<ZodTypeProvider>().post(
    CHANGE_EMAIL_PATH,
    {
      schema: {
        body: changeEmailRequestSchema,
        response: {
          200: changeEmailResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    limitedSecretCheck(limiter, changeEmail, sendWebResponse, changeEmailRoute),
  );
  const signUpLimit = { public: true, rateLimit: signUpRateLimit(config.authLimits.addressSignUps) };
  app.post(
    '/api/auth/sign-up/email',
    { config: signUpLimit },
    config.mail.requireVerification ? pendingSignUp(callAuth, sendWebResponse) : handler,
  );
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', config: { public: true }, handler });

  // Signing out also empties what this browser kept for the site (HTTP cache, storage): on a shared
  // computer the next person finds none of the student's answers. better-auth clears the cookie.
  app.post('/api/auth/sign-out', { config: { public: true } }, async (request, reply) => {
    reply.header('clear-site-data', SIGN_OUT_CLEARS);
    return handler(request, reply);
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/auth/user', { schema: { response: { 200: userSchema, 401: errorResponseSchema } } }, async (request) =>
    currentUser(request),
  );
  typed.get('/api/auth/providers', { config: { public: true }, schema: { response: { 200: authProvidersSchema } } }, async () => ({
    google: Boolean(config.oauth.google),
    github: Boolean(config.oauth.github),
    mail: mailer.enabled,
  }));
});
