/**
 * How sign-in and sign-up attempts are limited. Only failed sign-ins count, so a class signing in
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

function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const AUTH_LIMIT_MESSAGES = {
  signInWait: (seconds: number) => `Too many sign-in attempts. Please try again in ${waitText(seconds)}.`,
  signUpWait: (seconds: number) => `Too many sign-ups from this network. Please try again in ${waitText(seconds)}.`,
} as const;
