import { z } from 'zod';
import { planNameSchema } from './pricing.schema';
import type { UsageCount, UsageLimits } from './usage';

const usageCountSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
}) satisfies z.ZodType<UsageCount>;

/** GET /api/limits: today's usage per kind, and when the day ends. */
export const usageLimitsSchema = z.object({
  plan: planNameSchema,
  resetsAt: z.iso.datetime(),
  usage: z.object({ chat: usageCountSchema, doubts: usageCountSchema, generations: usageCountSchema, uploads: usageCountSchema }),
}) satisfies z.ZodType<UsageLimits>;
