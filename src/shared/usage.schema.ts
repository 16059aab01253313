import { z } from 'zod';
import { planNameSchema } from './pricing.schema';
import { STORAGE_KINDS, type StorageKind, type StorageUse } from './storage-quotas';
import type { UsageCount, UsageLimits } from './usage';

const usageCountSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
}) satisfies z.ZodType<UsageCount>;

const storageUseSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  bytes: z.object({ used: z.number().nonnegative(), limit: z.number().positive() }).optional(),
}) satisfies z.ZodType<StorageUse>;

const storageUsageSchema = z.object(
  Object.fromEntries(STORAGE_KINDS.map((kind) => [kind, storageUseSchema])) as Record<StorageKind, typeof storageUseSchema>,
);

/** GET /api/limits: today's usage per kind, and when the day ends. */
export const usageLimitsSchema = z.object({
  plan: planNameSchema,
  resetsAt: z.iso.datetime(),
  usage: z.object({ chat: usageCountSchema, doubts: usageCountSchema, generations: usageCountSchema, uploads: usageCountSchema }),
  /** What the user keeps of each stored kind against their plan's quota (added beside the daily counts). */
  storage: storageUsageSchema,
}) satisfies z.ZodType<UsageLimits>;
