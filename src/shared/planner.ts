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

export const PLANNER_LIMITS = {
  subjectMaxChars: 200,
  goalMaxChars: 1_000,
  /** What an uploaded document keeps (the upload endpoint's own cap). */
  materialMaxChars: 200_000,
} as const;

/** GET /api/planners/:id?today=: the student's local date, from which days may still be re-planned. */
export interface PlannerGetQuery {
  today?: IsoDate;
}

export const PLANNER_REQUEST_MESSAGES = {
  subjectTooLong: `Please keep the subject under ${PLANNER_LIMITS.subjectMaxChars} characters.`,
  goalTooLong: `Please keep the goal under ${PLANNER_LIMITS.goalMaxChars.toLocaleString('en-US')} characters.`,
  materialTooLong: `The file's text is too long to plan from: keep it under ${PLANNER_LIMITS.materialMaxChars.toLocaleString('en-US')} characters.`,
  notFound: 'Planner not found',
} as const;

/** POST /api/planner: subject, goal and exam date, plus the browser's local date so day 1 is the student's today. */
export interface CreatePlannerRequest {
  subject: string;
  goal: string;
  examDate: IsoDate;
  /** The uploaded file's text, if any: its headings or key terms become the topics. */
  pdfContent?: string;
  today?: IsoDate;
}

/** A stored planner as GET /api/planners and POST /api/planner answer it. */
/** A planner as GET /api/planners lists it (decision 060): without its schedule; GET /api/planners/:id has it. */
export type PlannerListItem = Omit<SavedPlanner, 'schedule' | 'updatedBecause' | 'updatedAt'>;

export interface SavedPlanner {
  id: string;
  subject: string;
  goal: string;
  examDate: IsoDate;
  createdAt: string;
  schedule: PlannerSchedule;
  /** Why the schedule changed after new evidence of what the student knows (decision 070); null: as first planned. */
  updatedBecause: string | null;
  updatedAt: string | null;
}

/** A day's duration text ("2 hours", "1.5 hours", "45 minutes") in hours; one hour when it names neither. */
export function durationHours(duration: string): number {
  const match = /(\d+(?:\.\d+)?)\s*(h|min)/i.exec(duration);
  if (!match) return 1;
  const amount = Number(match[1]);
  return match[2]!.toLowerCase() === 'h' ? amount : amount / 60;
}
