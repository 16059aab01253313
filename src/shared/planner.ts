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
export type PlannerListItem = Omit<SavedPlanner, 'schedule'>;

export interface SavedPlanner {
  id: string;
  subject: string;
  goal: string;
  examDate: IsoDate;
  createdAt: string;
  schedule: PlannerSchedule;
}
