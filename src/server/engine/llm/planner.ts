import { z } from 'zod';
import type { IsoDate } from '../../../shared/exam-date';
import { PLANNER_MESSAGES, type PlannerInput, type PlannerSchedule } from '../../../shared/planner';
import { plannerDaySchema, plannerScheduleSchema } from '../../../shared/planner.schema';
import { invalidInput } from '../errors';
import { dateRange, validateExamDate } from '../offline/planning/dates';
import { reviewPhaseDays } from '../offline/planning/schedule-days';
import { PLANNER_DAY_KINDS, plannerPrompt } from '../prompts/planner';
import { LLM_DAILY_MAX_DAYS, longScheduleWithLlm } from './planner-outline';
import { type CallContext, generateStructured } from './structured';

// The calendar is ours, the content the model's: every date from today to the exam is checked
// here, so a skipped or invented day comes back to the model as a precise repair request. Day
// numbers follow from the dates, so we write them rather than ask for a repair over them.

/** Dates named in a problem statement: enough to act on, never a whole year of them. */
const SHOWN_DATES = 10;
const listDates = (dates: readonly IsoDate[]) =>
  dates.length > SHOWN_DATES ? `${dates.slice(0, SHOWN_DATES).join(', ')} and ${dates.length - SHOWN_DATES} more` : dates.join(', ');

/** Problems with the dates of the days, in words the model can act on; empty when they are right. */
function dateProblems(given: readonly string[], dates: readonly IsoDate[]): string[] {
  const expected = new Set(dates);
  const seen = new Set(given);
  const missing = dates.filter((date) => !seen.has(date));
  const outside = [...new Set(given.filter((date) => !expected.has(date)))];
  const repeated = [...new Set(given.filter((date, i) => given.indexOf(date) !== i))];
  const problems = [
    missing.length ? `these dates are missing: ${listDates(missing)}` : '',
    outside.length ? `these dates are not in the list: ${listDates(outside)}` : '',
    repeated.length ? `these dates appear more than once: ${listDates(repeated)}` : '',
  ].filter(Boolean);
  if (problems.length > 0) return problems;
  const wrong = given.findIndex((date, i) => date !== dates[i]);
  return wrong >= 0
    ? [`entry ${wrong + 1} has the date ${given[wrong]} but day ${wrong + 1} is ${dates[wrong]}: keep the days in date order`]
    : [];
}

/** What a provider must answer for a schedule over exactly `dates` (today … exam day). */
function plannerScheduleSchemaFor(dates: readonly IsoDate[]) {
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  const inRange = new Set(dates);
  const day = plannerDaySchema.extend({ day: z.number().int().optional(), kind: z.enum(PLANNER_DAY_KINDS) });
  return plannerScheduleSchema.extend({ dailySchedule: z.array(day).min(1) }).superRefine((schedule, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    const days = schedule.dailySchedule;
    const problems = dateProblems(
      days.map((d) => d.date),
      dates,
    );
    if (problems.length > 0) {
      issue(
        ['dailySchedule'],
        `dailySchedule must have exactly ${dates.length} entries, one for every date from ${first} to ${last} in order ` +
          `(day 1 is ${first}), but ${problems.join('; ')}.`,
      );
    }
    const kinds = days.map((d) => d.kind);
    if (kinds[kinds.length - 1] !== 'exam') {
      issue(['dailySchedule', days.length - 1, 'kind'], `the last day (${last}) is the exam day: its "kind" must be "exam".`);
    }
    const before = kinds.slice(0, -1);
    if (dates.length >= 2 && !before.includes('mock')) {
      issue(
        ['dailySchedule'],
        `a mock test is missing: give a day before the exam (best ${dates[dates.length - 2]}) the kind "mock" and a timed practice exam as its activity.`,
      );
    }
    // Review days when the offline planner would have them; shorter plans review inside study days.
    if (reviewPhaseDays(dates.length) > 2 && !before.includes('review')) {
      issue(
        ['dailySchedule'],
        'review days are missing: the last days before the mock test need the kind "review" (mixed review of all topics).',
      );
    }
    schedule.milestones.forEach((milestone, i) => {
      if (!inRange.has(milestone.date)) {
        issue(['milestones', i, 'date'], `a milestone date must be one of the schedule's dates, from ${first} to ${last}.`);
      }
    });
  });
}

/** A dated day-by-day schedule from the provider, checked against the real calendar. */
export async function planScheduleWithLlm(ctx: CallContext, input: PlannerInput): Promise<PlannerSchedule> {
  const [subject, goal, examDate] = [input.subject.trim(), input.goal.trim(), input.examDate.trim()];
  if (!subject || !goal || !examDate) throw invalidInput(PLANNER_MESSAGES.fieldsRequired);
  // Before any provider call: a past or malformed date is the student's 400, not a paid request.
  validateExamDate(examDate, input.today);
  const dates = dateRange(input.today, examDate);
  if (dates.length > LLM_DAILY_MAX_DAYS) return longScheduleWithLlm(ctx, { subject, goal, material: input.material }, dates);
  const schedule = await generateStructured(
    ctx,
    'planSchedule',
    plannerPrompt({ subject, goal, material: input.material, dates }),
    plannerScheduleSchemaFor(dates),
  );
  return {
    ...schedule,
    dailySchedule: schedule.dailySchedule.map(({ kind: _kind, day: _day, ...rest }, i) => ({ day: i + 1, ...rest })),
  };
}
