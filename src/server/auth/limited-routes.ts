import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_LIMITS, AUTH_LIMIT_MESSAGES } from '../../shared/auth-limits';
import { HttpError } from '../http-error';
import { limitAddress } from './client-address';
import type { SignInLimiter, SignInOutcome } from './sign-in-limits';

const outcomeOf = (response: Response): SignInOutcome => (response.ok ? 'success' : response.status >= 500 ? 'error' : 'failure');

/**
 * The e-mail sign-in: the attempt is counted (or refused with 429 and Retry-After) before
 * better-auth checks the password, and settled by better-auth's answer, which is passed on as
 * it is (a wrong password stays its 401).
 */
export function limitedSignIn(
  limiter: SignInLimiter,
  callAuth: (request: FastifyRequest) => Promise<Response>,
  sendResponse: (response: Response, reply: FastifyReply) => Promise<FastifyReply>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | null | undefined;
    const attempt = await limiter.begin(request.ip, body?.email);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.waitSeconds));
      throw new HttpError(429, AUTH_LIMIT_MESSAGES.signInWait(attempt.waitSeconds));
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
    await settle(outcomeOf(response));
    return sendResponse(response, reply);
  };
}

/** @fastify/rate-limit settings for sign-ups: every attempt counts, per address and hour. */
export function signUpRateLimit(perAddress: number) {
  return {
    max: perAddress,
    timeWindow: AUTH_LIMITS.signUpWindowMs,
    keyGenerator: (request: FastifyRequest) => limitAddress(request.ip),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, AUTH_LIMIT_MESSAGES.signUpWait(seconds));
    },
  };
}
