import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, type ChangeEmailRequest, type ChangeEmailResult } from '../../shared/account';
import { ERROR_CODES, MESSAGES } from '../../shared/api';
import { HttpError } from '../http-error';
import type { Mailer } from '../mail/mailer';
import type { AccountMails } from './account-mails';
import type { Auth } from './auth';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (status: ChangeEmailResult['status']) => json(200, { status } satisfies ChangeEmailResult);
const taken = () => json(409, { message: ACCOUNT_MESSAGES.emailTaken, code: ERROR_CODES.conflict });

/** A unique-key violation, however the driver and Drizzle wrap it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

interface ChangeEmailOptions {
  auth: Auth;
  mailer: Mailer;
  mails: AccountMails;
  /** better-auth's own handler for this request. */
  callAuth: (request: FastifyRequest) => Promise<Response>;
}

/**
 * POST /api/auth/change-email, answered as better-auth's routes are (a Response) so the secret-check
 * limit settles on it. The current password is checked first: a session left open on a shared
 * computer must not be enough to move the account to another address. With mail, better-auth mails
 * a link to the new address and the change happens when it is opened (a taken address gets the same
 * answer and no mail); the current address is told. Without mail, the address changes at once, and
 * a taken one is refused (sign-up already tells that without mail, so nothing more is revealed).
 */
export function changeEmailCheck({ auth, mailer, mails, callAuth }: ChangeEmailOptions) {
  async function changeNow(userId: string, newEmail: string): Promise<Response> {
    const { internalAdapter } = await auth.$context;
    if (await internalAdapter.findUserByEmail(newEmail)) return taken();
    try {
      // Through better-auth's adapter, so the user hooks run: this instance's cached sessions show the new address.
      await internalAdapter.updateUser(userId, { email: newEmail, emailVerified: false });
    } catch (error) {
      // Another account took the address between the look-up and the update.
      if (isUniqueViolation(error)) return taken();
      throw error;
    }
    return answer('changed');
  }

  return async (request: FastifyRequest): Promise<Response> => {
    // Behind the session guard; the check keeps the type honest.
    const user = request.user;
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    const { newEmail, currentPassword } = request.body as ChangeEmailRequest;
    if (newEmail === user.email) throw new HttpError(400, ACCOUNT_MESSAGES.emailSame);
    try {
      await auth.api.verifyPassword({ body: { password: currentPassword }, headers: fromNodeHeaders(request.headers) });
    } catch (error) {
      if (isAPIError(error)) return json(error.statusCode, error.body ?? { message: error.message });
      throw error;
    }
    if (!mailer.enabled) return changeNow(user.id, newEmail);
    // Only the new address goes on: better-auth reads nothing else it should (the landing is set in account-mails.ts).
    request.body = { newEmail };
    const response = await callAuth(request);
    if (!response.ok) return response;
    mails.emailChangeNotice({ id: user.id, email: user.email, name: user.firstName ?? '', language: request.language }, newEmail);
    return answer('link_sent');
  };
}
