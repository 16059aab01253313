import { waitText, waitValues } from './wait-text';
import { dynamicMessage } from './i18n/dynamic-message';

/**
 * How sign-in and sign-up attempts are limited (and every other route that checks a password or
 * a token, on the same counters). Only failed sign-ins count, so a class signing in
 * from one school address is never slowed; the numbers marked "default" can be changed by
 * configuration (README).
 */
export const AUTH_LIMITS = {
  /** Failed sign-ins to one account from one address before each further attempt must wait. */
  accountAddressFailures: 5,
  /** Failed sign-ins to one account from addresses it has not signed in from (default). */
  accountFailures: 20,
  /** The first wait; it doubles with every further failure, up to maxDelayMs. */
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  /** An account's failure count is forgotten this long after its last failure. */
  failureMemoryMs: 60 * 60_000,
  /** Failed sign-ins from one address (any accounts) per window (default). */
  addressFailures: 300,
  addressWindowMs: 15 * 60_000,
  /** Sign-up attempts from one address per window (default). */
  addressSignUps: 100,
  signUpWindowMs: 60 * 60_000,
  /** An address an account signed in from is exempt from that account's own limit this long. */
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

export const AUTH_LIMIT_MESSAGES = {
  signInWait: (seconds: number) =>
    dynamicMessage(
      'AUTH_LIMIT_MESSAGES.signInWait',
      waitValues(seconds),
      `Too many sign-in attempts. Please try again in ${waitText(seconds)}.`,
    ),
  signUpWait: (seconds: number) =>
    dynamicMessage(
      'AUTH_LIMIT_MESSAGES.signUpWait',
      waitValues(seconds),
      `Too many sign-ups from this network. Please try again in ${waitText(seconds)}.`,
    ),
  /** The other routes that check a password or a token (auth/secret-checking-routes.ts). */
  attemptWait: (seconds: number) =>
    dynamicMessage('AUTH_LIMIT_MESSAGES.attemptWait', waitValues(seconds), `Too many attempts. Please try again in ${waitText(seconds)}.`),
} as const;
