// Constants and types of the dated exam planner, shared by client and server; zod schemas live in
// planner.schema.ts.
import type { IsoDate } from './exam-date';

export const PLANNER_PRIORITIES = ['high', 'medium', 'low'] as const;
export type PlannerPriority = (typeof PLANNER_PRIORITIES)[number];

export const PLANNER_MIN_TOPICS = 3;
export const PLANNER_MAX_TOPICS = 12;

export const PLANNER_MESSAGES = {
  fieldsRequired: 'Please fill in all fields',
} as const;

export interface PlannerDay {
  /** 1-based: day 1 is today. */
  day: number;
  date: IsoDate;
  /** Hours as text, e.g. "2 hours". */
  duration: string;
  priority: PlannerPriority;
  topics: string[];
  activities: string[];
}

export interface PlannerMilestone {
  title: string;
  date: IsoDate;
  description: string;
}

export interface PlannerSchedule {
  overview: string;
  weeklyGoals: string[];
  dailySchedule: PlannerDay[];
  milestones: PlannerMilestone[];
  tips: string[];
}

/** What the dated exam planner is built from (engine `planSchedule`). */
export interface PlannerInput {
  subject: string;
  goal: string;
  examDate: IsoDate;
  /** Text of an uploaded file or pasted notes; its headings or key terms become the topics. */
  material?: string;
  /** The student's local date: the schedule starts here. Passed in so the plan is reproducible. */
  today: IsoDate;
}
