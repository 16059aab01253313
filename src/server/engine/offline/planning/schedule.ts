import { PLANNER_MESSAGES, type PlannerInput, type PlannerSchedule } from '../../../../shared/planner';
import { invalidInput } from '../../errors';
import { dateRange, formatDate, validateExamDate } from './dates';
import { buildSkeleton, reviewPhaseDays } from './schedule-days';
import { milestones, plannerDay, plannerTips, weeklyGoals } from './schedule-text';
import { clause, joinList } from './text';
import { plannerTopics } from './topics';

function overview(input: PlannerInput, total: number, topics: readonly string[]): string {
  const goal = `Goal: ${clause(input.goal)}.`;
  const named = topics.length > 4 ? `${topics.slice(0, 4).join(', ')}, …` : joinList(topics);
  if (total === 1)
    return `The ${clause(input.subject)} exam is today: a one-day plan of light review across ${topics.length} topics. ${goal}`;
  return (
    `A ${total}-day plan for ${clause(input.subject)}, from ${formatDate(input.today)} to the exam on ${formatDate(input.examDate)}. ${goal} ` +
    `The ${topics.length} topics (${named}) are first studied in an interleaved order, ` +
    `each reviewed again 1, 3, 7 and 14 days later, and the last ${reviewPhaseDays(total)} days are for review and a mock test.`
  );
}

/**
 * A day-by-day schedule from today to the exam date, both included. Deterministic: the same
 * input always gives the same schedule.
 */
export function planScheduleOffline(input: PlannerInput): PlannerSchedule {
  if (!input.subject.trim() || !input.goal.trim() || !input.examDate.trim()) throw invalidInput(PLANNER_MESSAGES.fieldsRequired);
  const total = validateExamDate(input.examDate, input.today) + 1;
  const topics = plannerTopics(input);
  const dates = dateRange(input.today, input.examDate);
  const days = buildSkeleton(total, topics);
  return {
    overview: overview(input, total, topics),
    weeklyGoals: weeklyGoals(days, dates),
    dailySchedule: days.map((day, i) => plannerDay(day, dates[i]!, topics)),
    milestones: milestones(days, dates, topics),
    tips: plannerTips(Boolean(input.material?.trim())),
  };
}
