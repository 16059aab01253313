import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, type SignUpPending } from '../../shared/account';
import { HttpError } from '../http-error';
import { profileForNewUser } from './names';

type CallAuth = (request: FastifyRequest) => Promise<Response>;
type SendResponse = (response: Response, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Sign-up while addresses must be verified (REQUIRE_EMAIL_VERIFICATION). better-auth already
 * answers 200 for a taken address, without a session, after hashing the password as for a new one;
 * but its body describes a user, real or made up, that could tell the two apart. Every sign-up that
 * gets that far is answered with the same words instead. The profile rules are checked before
 * better-auth: its hook runs only when a user is created, so a name too long would otherwise be
 * refused for a new address and accepted for a taken one.
 */
export function pendingSignUp(callAuth: CallAuth, sendResponse: SendResponse) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      try {
        profileForNewUser(body);
      } catch (error) {
        if (isAPIError(error)) throw new HttpError(400, error.message);
        throw error;
      }
    }
    const response = await callAuth(request);
    if (response.status !== 200) return sendResponse(response, reply);
    return reply.status(200).send({ verificationRequired: true, message: ACCOUNT_MESSAGES.signUpCheckInbox } satisfies SignUpPending);
  };
}
