import { z } from 'zod';
import { isTimeZone } from './local-day';
import { TODAY_ITEM_KINDS, type TodayItem, type TodayPlan } from './today';

/**
 * GET /api/today?day=YYYY-MM-DD&tz=Area/City: the browser's local date and time zone (the day's
 * planner tasks and the cards due before its midnight). A date more than a day from the server's is
 * ignored, as the planner does (decision 032).
 */
export const todayQuerySchema = z.object({
  day: z.iso.date({ error: 'Please send the day as YYYY-MM-DD.' }).optional(),
  tz: z
    .string()
    .max(64)
    .refine((value) => isTimeZone(value), { error: 'Unknown time zone.' })
    .default('UTC'),
});

export const todayItemSchema = z.object({
  kind: z.enum(TODAY_ITEM_KINDS),
  title: z.string(),
  concept: z.string().optional(),
  minutes: z.number().int().positive(),
  dueAt: z.string().optional(),
  href: z.string(),
}) satisfies z.ZodType<TodayItem>;

export const todayPlanSchema = z.object({
  minutesBudget: z.number().int().positive(),
  items: z.array(todayItemSchema),
}) satisfies z.ZodType<TodayPlan>;
