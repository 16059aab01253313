import { z } from 'zod';
import { PLAN_NAMES, PLAN_PERIODS, type Plan } from './pricing';

export const planNameSchema = z.enum(PLAN_NAMES);

export const planSchema = z.object({
  name: planNameSchema,
  price: z.number().int().nonnegative(),
  period: z.enum(PLAN_PERIODS),
  popular: z.boolean(),
  features: z.array(z.string()),
}) satisfies z.ZodType<Plan>;

export const plansResponseSchema = z.array(planSchema);
