import { createHmac } from 'node:crypto';
import { AUTH_LIMITS } from '../../shared/auth-limits';
import type { Db } from '../db/client';
import { limitAddress } from './client-address';
import { type FailureRule, claimAttempt, recordSuccess, uncountAttempt } from './sign-in-limits-repo';

export interface SignInLimitSettings {
  accountAddressFailures: number;
  accountFailures: number;
  addressFailures: number;
}

/**
 * How the checked sign-in ended: a wrong password counts, a server error does not, and neither
 * does an attempt that proved nothing either way (`neutral`: it is taken back like an error).
 */
export type SignInOutcome = 'success' | 'failure' | 'error' | 'neutral';

export type SignInAttempt = { allowed: true; finish: (outcome: SignInOutcome) => Promise<void> } | { allowed: false; waitSeconds: number };

const backoff = {
  firstDelayMs: AUTH_LIMITS.firstDelayMs,
  maxDelayMs: AUTH_LIMITS.maxDelayMs,
  windowMs: AUTH_LIMITS.failureMemoryMs,
  sliding: true,
} as const;

/**
 * Failed sign-ins are limited per account and address (a wait that doubles after a few
 * failures), per account from addresses it has not signed in from (a higher limit, so an
 * attacker elsewhere slows a student down at worst), and per address over all accounts (a wide
 * ceiling). The attempt is counted before the password is checked and taken back when it
 * succeeds, so parallel guesses cannot slip past a limit and successes never count.
 */
export function createSignInLimiter(db: Db, settings: SignInLimitSettings, secret: string) {
  // A keyed hash names the account: the table holds no e-mail addresses, and without the secret
  // a key cannot be matched to an address by guessing.
  const accountId = (email: string) => createHmac('sha256', secret).update(email).digest('base64url').slice(0, 27);

  async function begin(ip: string, email: unknown): Promise<SignInAttempt> {
    const address = limitAddress(ip);
    const addressRule: FailureRule = {
      key: `sign-in:address:${address}`,
      limit: settings.addressFailures,
      firstDelayMs: 0,
      maxDelayMs: 0,
      windowMs: AUTH_LIMITS.addressWindowMs,
      sliding: false,
    };
    const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
    const account = normalized ? accountId(normalized) : undefined;
    const knownKey = `sign-in:known:${account}:${address}`;
    const pairRule: FailureRule = {
      key: `sign-in:account-address:${account}:${address}`,
      limit: settings.accountAddressFailures,
      ...backoff,
    };
    const accountRule: FailureRule = {
      key: `sign-in:account:${account}`,
      limit: settings.accountFailures,
      ...backoff,
      unlessKey: knownKey,
    };
    const rules = account ? [pairRule, accountRule, addressRule] : [addressRule];

    const claim = await claimAttempt(db, rules);
    const counted = rules.filter((rule) => claim.counted.includes(rule.key));
    const refused = rules.some((rule) => !claim.counted.includes(rule.key) && !(rule.unlessKey && claim.exempt));
    if (refused) {
      await uncountAttempt(db, counted);
      return { allowed: false, waitSeconds: Math.max(1, claim.waitSeconds ?? 1) };
    }
    return {
      allowed: true,
      finish: async (outcome) => {
        if (outcome === 'failure') return;
        if (outcome === 'error' || outcome === 'neutral' || !account) return uncountAttempt(db, counted);
        await recordSuccess(db, {
          forgetKey: pairRule.key,
          knownKey,
          knownForMs: AUTH_LIMITS.knownAddressMs,
          uncounted: counted.filter((rule) => rule !== pairRule),
        });
      },
    };
  }

  return { begin };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
