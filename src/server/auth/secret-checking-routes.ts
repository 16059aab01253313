/**
 * better-auth routes that check a secret (a password or an emailed token) besides sign-in. Each
 * is limited as sign-in is (decision 017, 049): failed attempts count, then attempts wait.
 * `account` says whose account the attempt is against:
 * - `session`: the signed-in user's (the route needs a session; without one it answers 401);
 * - `email`: the account the body's e-mail address names (these routes check no secret: they send
 *   a link, so their success is taken back rather than clearing the account's failures);
 * - `none`: no account is known before the token is checked, so only the address counts.
 * A route better-auth does not offer (not enabled here yet) still answers its 4xx through the
 * limit, so it is covered the day it is turned on.
 */
export const SECRET_CHECKING_ROUTES = [
  { method: 'POST', url: '/api/auth/change-password', account: 'session' },
  // Server-only in better-auth's docs, yet answered over HTTP: a stolen session could guess at it.
  { method: 'POST', url: '/api/auth/verify-password', account: 'session' },
  { method: 'POST', url: '/api/auth/change-email', account: 'session' },
  { method: 'POST', url: '/api/auth/delete-user', account: 'session' },
  { method: 'POST', url: '/api/auth/request-password-reset', account: 'email' },
  { method: 'POST', url: '/api/auth/reset-password', account: 'none' },
  { method: 'GET', url: '/api/auth/verify-email', account: 'none' },
  { method: 'POST', url: '/api/auth/send-verification-email', account: 'email' },
] as const;

export type SecretCheckingRoute = (typeof SECRET_CHECKING_ROUTES)[number];
