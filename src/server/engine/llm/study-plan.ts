import { z } from 'zod';
import type { IsoDate } from '../../../shared/exam-date';
import type { StudyPlanContent, StudyPlanInput } from '../../../shared/study-plan';
import { studyPlanContentSchema } from '../../../shared/study-plan.schema';
import { addDays, dateRange } from '../offline/planning/dates';
import { LINKS } from '../offline/planning/links';
import { studyPlanOffline, studyPlanTerms } from '../offline/planning/study-plan';
import { studyPlanOutlinePrompt, studyPlanPrompt } from '../prompts/study-plan';
import { type CallContext, generateStructured } from './structured';

/** The plan's dates cut into weeks of 7 days from day 1; the last week may be shorter. */
function planWeeks(today: IsoDate, totalDays: number): IsoDate[][] {
  const dates = dateRange(today, addDays(today, totalDays - 1));
  return Array.from({ length: Math.ceil(dates.length / 7) }, (_, w) => dates.slice(w * 7, w * 7 + 7));
}

/** The study plan a provider must answer: as many weeks as the plan's length, none longer than its dates. */
function studyPlanSchemaFor(weeks: readonly IsoDate[][]) {
  const totalDays = weeks.reduce((sum, week) => sum + week.length, 0);
  return studyPlanContentSchema.superRefine((plan, context) => {
    if (plan.weeks.length !== weeks.length) {
      context.addIssue({
        code: 'custom',
        path: ['weeks'],
        message:
          `"weeks" must have exactly ${weeks.length} entr${weeks.length === 1 ? 'y' : 'ies'} (the plan runs ${totalDays} days, ` +
          `${weeks[0]![0]} to ${weeks.at(-1)!.at(-1)}), but it has ${plan.weeks.length}.`,
      });
    }
    plan.weeks.forEach((week, i) => {
      const available = weeks[i]?.length ?? 0;
      if (available > 0 && week.days.length > available) {
        context.addIssue({
          code: 'custom',
          path: ['weeks', i, 'days'],
          message: `week ${i + 1} has only ${available} day${available === 1 ? '' : 's'} (${weeks[i]![0]} to ${weeks[i]!.at(-1)}), but ${week.days.length} are given.`,
        });
      }
    });
  });
}

const MARKDOWN_LINK = /\[([^\]]*)\]\(\s*https?:\/\/[^)]*\)/gi;
const BARE_URL = /[(<]?\bhttps?:\/\/[^\s)>]+[)>]?/gi;

/** A model's link may be invented; its resource's name is kept, the link dropped. */
const withoutUrls = (resource: string) =>
  resource
    .replace(MARKDOWN_LINK, '$1')
    .replace(BARE_URL, '')
    .replace(/[\s:–—-]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** The model's resources without links, then search pages that always open, as the offline plan gives. */
function resources(fromModel: readonly string[], subjects: readonly string[], gradeLevel: string): string[] {
  const named = fromModel.map(withoutUrls).filter(Boolean);
  const linked = subjects
    .slice(0, 4)
    .flatMap((subject) => [
      `Khan Academy lessons on ${subject}: ${LINKS.khanAcademy(subject)}`,
      `Video lessons on ${subject}: ${LINKS.youtube(`${subject} ${gradeLevel}`)}`,
    ]);
  return [...new Set([...named, ...linked])];
}

/**
 * Up to six weeks the model writes every day. A longer plan (up to 53 weeks to an exam a year
 * away) would be an answer long enough to outrun the timeout and the model's output limit: its
 * weeks are laid out as the offline plan does, and the model gives the goals, resources and tips.
 */
const LLM_DAILY_MAX_WEEKS = 6;

const text = z.string().trim().min(1);
const outlineSchema = z.object({ goals: z.array(text), resources: z.array(text), tips: z.array(text).min(1) });

/** A week-by-week plan from the provider, as long as the exam date or the duration says. */
export async function studyPlanWithLlm(ctx: CallContext, input: StudyPlanInput): Promise<StudyPlanContent> {
  // Same length rules as the offline plan: up to a year to an exam, else the duration capped at STUDY_PLAN_MAX_WEEKS.
  const { subjects, examDate, totalDays, hoursPerDay, gradeLevel, difficulty } = studyPlanTerms(input);
  const weeks = planWeeks(input.today, totalDays);
  if (weeks.length > LLM_DAILY_MAX_WEEKS) {
    const prompt = studyPlanOutlinePrompt({ gradeLevel, subjects, hoursPerDay, difficulty, goals: input.goals, examDate, totalDays });
    const outline = await generateStructured(ctx, 'studyPlanOutline', prompt, outlineSchema);
    const laidOut = studyPlanOffline(input);
    return { ...laidOut, goals: outline.goals, tips: outline.tips, resources: resources(outline.resources, subjects, gradeLevel) };
  }
  const prompt = studyPlanPrompt({ gradeLevel, subjects, hoursPerDay, difficulty, goals: input.goals, examDate, weeks });
  const plan = await generateStructured(ctx, 'studyPlan', prompt, studyPlanSchemaFor(weeks));
  return {
    ...plan,
    // Numbered by us: the count is checked, and "week 0" or a repeated number helps nobody.
    weeks: plan.weeks.map((week, i) => ({ week: i + 1, days: week.days })),
    resources: resources(plan.resources, subjects, gradeLevel),
  };
}
