import type { IsoDate } from '../../../shared/exam-date';
import { PLANNER_MAX_TOPICS, PLANNER_MIN_TOPICS } from '../../../shared/planner';
import { formatDate, weekdayName } from '../offline/planning/dates';
import { REST_MIN_SPAN, reviewPhaseDays } from '../offline/planning/schedule-days';
import { JSON_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

/** What each day is for; the schedule is checked on them (a mock test before the exam, …). */
export const PLANNER_DAY_KINDS = ['study', 'review', 'rest', 'mock', 'exam'] as const;

/** Headings and the first pages are enough to find the topics; a whole book would only cost. */
export const PLANNER_MATERIAL_MAX_CHARS = 20_000;

export interface PlannerPromptInput {
  subject: string;
  goal: string;
  material?: string | undefined;
  /** Every date from today to the exam day, both included. */
  dates: readonly IsoDate[];
}

/** An example built on the real first and last dates: models copy an example's dates. */
function shape(dates: readonly IsoDate[]): string {
  const [first, last] = [dates[0]!, dates[dates.length - 1]!];
  const firstDay =
    dates.length === 1
      ? ''
      : `    { "day": 1, "date": "${first}", "kind": "study", "duration": "2 hours", "priority": "high", "topics": ["Cell structure"], ` +
        '"activities": ["First study: read the chapter on cell structure and summarise it in your own words", "Make 5 flashcards"] },\n    …,\n';
  return `{
  "overview": "A ${dates.length}-day plan for … Goal: …",
  "weeklyGoals": ["Week 1 (${formatDate(first)} – …): study … for the first time and keep every spaced review."],
  "dailySchedule": [
${firstDay}    { "day": ${dates.length}, "date": "${last}", "kind": "exam", "duration": "1 hour", "priority": "low", "topics": ["…"], "activities": ["Light review of your summary notes (no new material)", "Exam day: arrive early and read every question carefully"] }
  ],
  "milestones": [{ "title": "Exam day", "date": "${last}", "description": "Light review only, then sit the exam." }],
  "tips": ["Test yourself before re-reading: recalling from memory beats highlighting."]
}`;
}

function calendar(dates: readonly IsoDate[]): string {
  return dates.map((date, i) => `Day ${i + 1}: ${date} (${weekdayName(date)})${i === dates.length - 1 ? ' — exam day' : ''}`).join('\n');
}

function method(total: number): string {
  if (total === 1) return 'The exam is today: a one-day plan of light review of the most important topics, kind "exam".';
  const reviewDays = reviewPhaseDays(total);
  return [
    `- Topics: ${PLANNER_MIN_TOPICS} to ${PLANNER_MAX_TOPICS} topics of the subject (from the material's headings and key terms ` +
      'when there is material). Harder and less familiar topics get more time and "high" priority.',
    '- Study days ("study"): introduce topics spread over the first part of the plan, alternating with practice of earlier ' +
      'topics; review each topic again about 1, 3, 7 and 14 days after its first study ("Spaced review: …" as an activity).',
    total >= REST_MIN_SPAN ? '- Every 7th day is a light "rest" day (short review only), except the last two days.' : '',
    reviewDays > 2
      ? `- The last ${reviewDays} days are the review phase: "review" days of mixed review and timed past-paper questions.`
      : '',
    `- Day ${total - 1} is a "mock" test under exam conditions, then marking it; day ${total} is the "exam" day: light review only.`,
    '- "priority": "high" for first studies and the mock test, "medium" for practice and review, "low" for rest and the exam day.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A dated, day-by-day exam schedule from today to the exam. */
export function plannerPrompt({ subject, goal, material, dates }: PlannerPromptInput): PromptParts {
  const total = dates.length;
  const text = material?.trim().slice(0, PLANNER_MATERIAL_MAX_CHARS) ?? '';
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      `Make a day-by-day study schedule for the student's exam, from today (day 1) to the exam day (day ${total}).`,
      `"dailySchedule" has exactly ${total} entr${total === 1 ? 'y' : 'ies'}: one for every date below, in this order, with these ` +
        'day numbers and dates. Skip no date and add none.',
      calendar(dates),
      method(total),
      'Each day: "kind" (one of "study", "review", "rest", "mock", "exam"); "duration", the hours for that day as text ' +
        '("2 hours"); "topics" of the day; 1 to 4 concrete "activities" ("Solve 10 questions on …", not "Study").',
      '"overview": 2 or 3 sentences on the plan and the goal. "weeklyGoals": one goal per calendar week (Monday to Sunday), ' +
        'with its dates. "milestones": 2 to 5 checkpoints (first pass complete, review phase begins, mock test, exam day), ' +
        'each dated with a date from the list. "tips": 4 to 6 short study tips for this subject.',
      `Answer with JSON in this shape (the content is only an example; give all ${total} days):\n${shape(dates)}`,
      fenced('subject', subject),
      fenced('goal', goal),
      text ? fenced('material', text) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
