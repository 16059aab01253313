// Constants and types of the study plan (weeks of days for a grade level and subjects), shared by
// client and server; zod schemas live in study-plan.schema.ts.
import type { IsoDate } from './exam-date';
import { PATH_DIFFICULTIES, type PathDifficulty } from './study-path';

/** The study-plan form offers the same three levels as the study path. */
export const STUDY_PLAN_DIFFICULTIES = PATH_DIFFICULTIES;
export type StudyPlanDifficulty = PathDifficulty;

export const STUDY_PLAN_DEFAULTS = {
  gradeLevel: 'High School',
  hoursPerDay: 2,
  duration: '4 weeks',
  difficulty: 'intermediate',
  examDate: null,
} as const satisfies {
  gradeLevel: string;
  hoursPerDay: number;
  duration: string;
  difficulty: StudyPlanDifficulty;
  examDate: null;
};

/** Longest study plan built from a duration, so "2 years" cannot produce an endless plan. */
export const STUDY_PLAN_MAX_WEEKS = 26;

export const STUDY_PLAN_MESSAGES = {
  subjectsRequired: 'Please enter subjects for your study plan.',
} as const;

export interface StudyPlanDay {
  /** A weekday name ("Monday") or "Day 1". */
  day: string;
  topic: string;
  duration: string;
  tasks: string[];
}

export interface StudyPlanWeek {
  week: number;
  days: StudyPlanDay[];
}

/** The `plan` object of a study plan. */
export interface StudyPlanContent {
  weeks: StudyPlanWeek[];
  schedule: string;
  topics: string[];
  goals: string[];
  resources: string[];
  tips: string[];
}

/** What a study plan is built from (engine `studyPlan`). */
export interface StudyPlanInput {
  gradeLevel: string;
  subjects: readonly string[];
  examDate?: IsoDate | null;
  hoursPerDay: number;
  duration: string;
  difficulty: StudyPlanDifficulty;
  goals?: string;
  /** The student's local date: day 1 of the plan. */
  today: IsoDate;
}

/** The dashboard lists this many of the newest saved plans. */
export const RECENT_STUDY_PLANS = 3;

export const STUDY_PLAN_LIMITS = {
  gradeLevelMaxChars: 100,
  subjectsMaxChars: 500,
  goalsMaxChars: 1_000,
  durationMaxChars: 50,
  titleMaxChars: 200,
  minHoursPerDay: 0.5,
  maxHoursPerDay: 12,
} as const;

export const STUDY_PLAN_REQUEST_MESSAGES = {
  hoursInvalid: `Please enter hours per day between ${STUDY_PLAN_LIMITS.minHoursPerDay} and ${STUDY_PLAN_LIMITS.maxHoursPerDay}.`,
  difficultyInvalid: 'Please choose beginner, intermediate or advanced.',
  tooLong: 'Please shorten this field.',
  planRequired: 'There is no plan to save. Generate a study plan first.',
  notFound: 'Study plan not found',
} as const;

/** POST /api/study-plans/generate: the form's fields; `today` is the browser's local date. */
export interface GenerateStudyPlanRequest {
  gradeLevel: string;
  subjects: string[];
  examDate: IsoDate | null;
  hoursPerDay: number;
  duration: string;
  difficulty: StudyPlanDifficulty;
  goals: string | null;
  today?: IsoDate;
}

/** A generated plan with the fields it was made from, ready to save as it is. */
export interface GeneratedStudyPlan {
  title: string;
  topic: string;
  gradeLevel: string;
  subjects: string[];
  examDate: IsoDate | null;
  hoursPerDay: number;
  duration: string;
  difficulty: StudyPlanDifficulty;
  goals: string | null;
  plan: StudyPlanContent;
}

/** POST /api/study-plans: the generated plan's fields, saved as they are. */
export type SaveStudyPlanRequest = GeneratedStudyPlan;

export interface SavedStudyPlan extends GeneratedStudyPlan {
  id: string;
  createdAt: string;
}

/**
 * A saved plan as GET /api/study-plans lists it: everything but the plan itself (its weeks are
 * counted), which GET /api/study-plans/:id answers. A list of plans stays small however long each is.
 */
export interface StudyPlanSummary extends Omit<SavedStudyPlan, 'plan'> {
  weeks: number;
}
