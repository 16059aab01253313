// Daily usage limits: the one table the server enforces, the pricing cards state and the sidebar
// counts down. Plain constants (no zod, decision 002); the response schema is in usage.schema.ts.

import { dynamicMessage } from './i18n/dynamic-message';
import type { StorageUsage } from './storage-quotas';

/**
 * What a call spends: an AI tutor message, a solved doubt, any other AI generation (summaries,
 * quizzes, planners, study plans and paths, analyses of text, files, links and images, OCR, text
 * to speech, speech to text, and written quiz answers graded by an AI provider), or a file read with no AI work (an upload that prefills the
 * summarizer's or planner's form, a note imported from a file; decision 047).
 */
export const USAGE_KINDS = ['chat', 'doubts', 'generations', 'uploads'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export type DailyLimits = Readonly<Record<UsageKind, number>>;

/**
 * Calls allowed per user per day, by plan. Keyed by the plan names of pricing.ts, which checks
 * that every plan has a row (this file imports nothing, so the two never form a cycle).
 */
export const DAILY_LIMITS = {
  Free: { chat: 25, doubts: 10, generations: 15, uploads: 30 },
  Pro: { chat: 200, doubts: 60, generations: 100, uploads: 150 },
  Premium: { chat: 1000, doubts: 300, generations: 500, uploads: 500 },
  Institution: { chat: 5000, doubts: 2000, generations: 2000, uploads: 2000 },
} as const satisfies Record<string, DailyLimits>;

export type LimitedPlan = keyof typeof DAILY_LIMITS;

/** The time zone whose midnight starts a new day when USAGE_TIMEZONE is not set. */
export const DEFAULT_USAGE_TIMEZONE = 'UTC';

/** What GET /api/limits answers: today's count and allowance per kind. */
export interface UsageCount {
  used: number;
  limit: number;
}

export interface UsageLimits {
  plan: LimitedPlan;
  /** ISO instant of the next midnight in the server's usage time zone. */
  resetsAt: string;
  usage: Record<UsageKind, UsageCount>;
  storage: StorageUsage;
}

/**
 * Response header naming the kind a call was counted against (also on its 429 and errors), so the
 * client refreshes the remaining counts after any AI call without keeping a list of AI routes.
 */
export const USAGE_KIND_HEADER = 'x-usage-kind';

/** The sidebar's names for the kinds. */
export const USAGE_LABELS: Record<UsageKind, string> = {
  chat: 'Chat',
  doubts: 'Doubts',
  generations: 'Generations',
  uploads: 'Uploads',
};

/** The kinds in a sentence ("all 15 AI generations"). */
const USAGE_NOUNS: Record<UsageKind, string> = {
  chat: 'AI tutor messages',
  doubts: 'doubt solutions',
  generations: 'AI generations',
  uploads: 'file uploads',
};

/**
 * Every English 429 of a daily limit begins with this text (spec 8); the client recognises the
 * limit by the answer's code, `daily_limit_reached`, which a translated message keeps too.
 */
export const LIMIT_REACHED_TEXT = 'API limit reached';

/** How long until the limit resets, in minutes under an hour, else in whole hours. */
function untilValues(from: Date, to: Date): { untilCount: number; untilUnit: 'minute' | 'hour' } {
  const minutes = Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 60_000));
  return minutes < 60 ? { untilCount: minutes, untilUnit: 'minute' } : { untilCount: Math.round(minutes / 60), untilUnit: 'hour' };
}

/** "in 5 hours", "in 1 hour", "in 20 minutes": how long until the limit resets. */
export function timeUntil(from: Date, to: Date): string {
  const { untilCount, untilUnit } = untilValues(from, to);
  return `in ${untilCount} ${untilUnit}${untilCount === 1 ? '' : 's'}`;
}

/** "12:00 AM GMT+5:30": the reset as a clock time in the usage time zone. */
export function resetClockTime(resetsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(resetsAt);
}

export interface LimitReachedDetails {
  kind: UsageKind;
  plan: LimitedPlan;
  limit: number;
  now: Date;
  resetsAt: Date;
  timeZone: string;
  /** False on the highest plan: no plan raises the limit further. */
  canUpgrade: boolean;
}

/** The 429 message: which limit, when it resets, and that a higher plan raises it (translated as USAGE_MESSAGES.limitReached). */
export function limitReachedMessage({ kind, plan, limit, now, resetsAt, timeZone, canUpgrade }: LimitReachedDetails): string {
  const used = `${LIMIT_REACHED_TEXT}: you have used all ${limit.toLocaleString('en-IN')} ${USAGE_NOUNS[kind]} of the ${plan} plan for today.`;
  const reset = `The limit resets at midnight (${resetClockTime(resetsAt, timeZone)}), ${timeUntil(now, resetsAt)}.`;
  const upgrade = canUpgrade ? ' Upgrade to a higher plan for a higher daily limit.' : '';
  return dynamicMessage(
    'USAGE_MESSAGES.limitReached',
    { kind, plan, limit, ...untilValues(now, resetsAt), upgrade: canUpgrade ? 'yes' : 'no' },
    `${used} ${reset}${upgrade}`,
  );
}

/** The daily limits' messages, for the catalogue of translated messages. */
export const USAGE_MESSAGES = { limitReached: limitReachedMessage } as const;

/** "12 of 15 left": what the sidebar says of one kind. */
export function usageLeftText({ used, limit }: UsageCount): string {
  const left = Math.max(0, limit - used);
  return `${left.toLocaleString('en-IN')} of ${limit.toLocaleString('en-IN')} left`;
}
