import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_LIMITS, AUTH_LIMIT_MESSAGES } from '../../shared/auth-limits';
import { tooManyRequests } from '../http-error';
import { limitAddress } from './client-address';
import type { SecretCheckingRoute } from './secret-checking-routes';
import type { SignInLimiter, SignInOutcome } from './sign-in-limits';

// A redirect (verify-email's success) is a success; any other refusal counts, whatever its reason:
// telling a wrong secret from another mistake would need each route's error codes, and the wait
// only starts after a few.
const outcomeOf = (response: Response): SignInOutcome => (response.status >= 500 ? 'error' : response.status < 400 ? 'success' : 'failure');

type CallAuth = (request: FastifyRequest) => Promise<Response>;
type SendResponse = (response: Response, reply: FastifyReply) => Promise<FastifyReply>;

interface LimitedAttempt {
  /** The account's e-mail address (undefined: only the address is limited). */
  accountOf: (request: FastifyRequest) => unknown;
  waitMessage: (seconds: number) => string;
  /** How better-auth's answer settles the attempt; outcomeOf unless the route says otherwise. */
  outcome?: (response: Response) => Promise<SignInOutcome>;
}

/**
 * A route that checks a secret: the attempt is counted (or refused with 429 and Retry-After)
 * before better-auth checks it, and settled by better-auth's answer, which is passed on as it is
 * (a wrong password stays its 401 or 400).
 */
function limitedAttempt(
  limiter: SignInLimiter,
  callAuth: CallAuth,
  sendResponse: SendResponse,
  { accountOf, waitMessage, outcome = async (response) => outcomeOf(response) }: LimitedAttempt,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = await limiter.begin(request.ip, accountOf(request));
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.waitSeconds));
      throw tooManyRequests(waitMessage(attempt.waitSeconds));
    }
    // Settling must not cost the student an answer: a sign-in that worked still sends its cookie.
    const settle = (outcome: SignInOutcome) =>
      attempt.finish(outcome).catch((error: unknown) => request.log.warn({ err: error }, 'settling a sign-in attempt failed'));
    let response: Response;
    try {
      response = await callAuth(request);
    } catch (error) {
      await settle('error');
      throw error;
    }
    await settle(await outcome(response));
    return sendResponse(response, reply);
  };
}

const bodyEmail = (request: FastifyRequest) => (request.body as { email?: unknown } | null | undefined)?.email;

/** better-auth's code for a right password on an address not verified yet (403). */
const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

async function codeOf(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/**
 * The e-mail sign-in. Refused because the address waits for its link, the password was still
 * right: that settles as a success, so a student checking their inbox between tries is never slowed.
 */
export function limitedSignIn(limiter: SignInLimiter, callAuth: CallAuth, sendResponse: SendResponse) {
  const outcome = async (response: Response): Promise<SignInOutcome> =>
    response.status === 403 && (await codeOf(response)) === EMAIL_NOT_VERIFIED ? 'success' : outcomeOf(response);
  return limitedAttempt(limiter, callAuth, sendResponse, { accountOf: bodyEmail, waitMessage: AUTH_LIMIT_MESSAGES.signInWait, outcome });
}

/**
 * Another route that checks a secret. A signed-in user's account is named by its e-mail address
 * as sign-in names it, so guesses at one password share one count wherever they are made.
 */
export function limitedSecretCheck(limiter: SignInLimiter, callAuth: CallAuth, sendResponse: SendResponse, route: SecretCheckingRoute) {
  const accountOf =
    route.account === 'session'
      ? (request: FastifyRequest) => request.user?.email
      : route.account === 'email'
        ? bodyEmail
        : () => undefined;
  // A route that only names an account (ask for a reset or verification link) answers 200 whether
  // or not it has one: that proves no secret, so it must not clear the account's failed sign-ins
  // or make the address one the account signs in from. It is taken back, as if never made.
  const outcome = async (response: Response): Promise<SignInOutcome> => {
    const settled = outcomeOf(response);
    return route.account === 'email' && settled === 'success' ? 'neutral' : settled;
  };
  return limitedAttempt(limiter, callAuth, sendResponse, { accountOf, waitMessage: AUTH_LIMIT_MESSAGES.attemptWait, outcome });
}

/** @fastify/rate-limit settings for sign-ups: every attempt counts, per address and hour. */
export function signUpRateLimit(perAddress: number) {
  return {
    max: perAddress,
    timeWindow: AUTH_LIMITS.signUpWindowMs,
    keyGenerator: (request: FastifyRequest) => limitAddress(request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests(AUTH_LIMIT_MESSAGES.signUpWait(seconds));
    },
  };
}
