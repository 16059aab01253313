import { ERROR_CODES } from '../../../shared/api';
import { upgradeOffers } from '../../../shared/pricing';
import { DAILY_LIMITS, USAGE_KINDS, type UsageKind, type UsageLimits, limitReachedMessage } from '../../../shared/usage';
import type { User } from '../../../shared/user';
import { tooManyRequests } from '../../http-error';
import type { Db } from '../../db/client';
import * as repo from './repo';

export interface UsageClock {
  /** The current time; tests inject their own. */
  now: () => Date;
  /** IANA zone whose midnight starts a new day. */
  timeZone: string;
}

/** One unit spent: enough to give it back to the right day. */
export interface UsageTicket {
  userId: string;
  kind: UsageKind;
  day: string;
}

export function usageService(db: Db, { now, timeZone }: UsageClock) {
  return {
    /** Spends one unit of the user's daily `kind`, or refuses with 429 when none is left. */
    async spend(user: User, kind: UsageKind): Promise<UsageTicket> {
      const at = now();
      const limit = DAILY_LIMITS[user.plan][kind];
      const day = await repo.spend(db, user.id, kind, limit, at, timeZone);
      if (day) return { userId: user.id, kind, day };
      const resetsAt = await repo.nextMidnight(db, at, timeZone);
      const canUpgrade = upgradeOffers(user.plan).length > 0;
      const message = limitReachedMessage({ kind, plan: user.plan, limit, now: at, resetsAt, timeZone, canUpgrade });
      throw tooManyRequests(message, ERROR_CODES.dailyLimitReached);
    },

    giveBack(ticket: UsageTicket): Promise<void> {
      return repo.giveBack(db, ticket.userId, ticket.kind, ticket.day);
    },

    /** GET /api/limits: today's use and allowance per kind, and when the day ends (storage is added by the route). */
    async limits(user: User): Promise<Omit<UsageLimits, 'storage'>> {
      const at = now();
      const [used, resetsAt] = await Promise.all([repo.usedToday(db, user.id, at, timeZone), repo.nextMidnight(db, at, timeZone)]);
      const allowance = DAILY_LIMITS[user.plan];
      const usage = Object.fromEntries(
        USAGE_KINDS.map((kind) => [kind, { used: used[kind] ?? 0, limit: allowance[kind] }]),
      ) as UsageLimits['usage'];
      return { plan: user.plan, resetsAt: resetsAt.toISOString(), usage };
    },

    purge(): Promise<number> {
      return repo.purgeBefore(db, now(), timeZone);
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;
