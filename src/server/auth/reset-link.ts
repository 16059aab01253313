import { generateId } from '@better-auth/core/utils/id';
import { PASSWORD_RESET_LINK_SECONDS, RESET_PASSWORD_PATH } from '../../shared/account';
import type { Auth } from './auth';

/**
 * A one-time password-reset link, made as better-auth's forgot-password makes the one it mails:
 * a verification row `reset-password:<token>` naming the user, valid for the same hour, and the
 * same link (better-auth checks the token, then sends the browser on to our reset page). For a
 * server without mail (`npm run admin -- reset-link`).
 */
export async function createResetLink(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  const token = generateId(24);
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_LINK_SECONDS * 1000),
  });
  return `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PATH)}`;
}
