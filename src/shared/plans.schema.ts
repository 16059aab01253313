import { z } from 'zod';
import { PLAN_NAMES } from './plans';

export const planNameSchema = z.enum(PLAN_NAMES);

export const planSchema = z.object({
  name: planNameSchema,
  /** Rupees; 0 means free. */
  price: z.number().int().nonnegative(),
  period: z.enum(['forever', 'month', 'year']),
  popular: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.array(planSchema);
