import { z } from 'zod';
import type { IsoDate } from '../../../shared/exam-date';
import { PLANNER_MAX_TOPICS, PLANNER_MIN_TOPICS, type PlannerSchedule } from '../../../shared/planner';
import { buildSkeleton } from '../offline/planning/schedule-days';
import { milestones, plannerDay, weeklyGoals } from '../offline/planning/schedule-text';
import { dedupeTopics } from '../offline/planning/topics';
import { type PlannerOutlinePromptInput, plannerOutlinePrompt } from '../prompts/planner-outline';
import { type CallContext, generateStructured } from './structured';

/**
 * Up to six weeks the model writes every day itself. Past that, a day-by-day answer grows long
 * enough (a year is 366 entries) to outrun the timeout and the model's output limit, so the model
 * gives the topics, overview and tips, and the calendar is laid out as the offline planner does.
 */
export const LLM_DAILY_MAX_DAYS = 42;

const text = z.string().trim().min(1);
const outlineSchema = z.object({
  overview: text,
  topics: z.array(text).min(PLANNER_MIN_TOPICS).max(PLANNER_MAX_TOPICS),
  tips: z.array(text).min(1),
});

/** A long exam schedule: the model's topics and advice on our calendar of the days. */
export async function longScheduleWithLlm(
  ctx: CallContext,
  input: Omit<PlannerOutlinePromptInput, 'dates'>,
  dates: readonly IsoDate[],
): Promise<PlannerSchedule> {
  const outline = await generateStructured(ctx, 'planScheduleOutline', plannerOutlinePrompt({ ...input, dates }), outlineSchema);
  const topics = dedupeTopics(outline.topics).slice(0, PLANNER_MAX_TOPICS);
  const days = buildSkeleton(dates.length, topics);
  return {
    overview: outline.overview,
    weeklyGoals: weeklyGoals(days, dates),
    dailySchedule: days.map((day, i) => plannerDay(day, dates[i]!, topics)),
    milestones: milestones(days, dates, topics),
    tips: outline.tips,
  };
}
