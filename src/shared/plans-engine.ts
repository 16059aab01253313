// Constants and output types of the planning tools (planner, study plan, study path), shared by
// client and server; the zod schemas live in plans-engine.schema.ts (decision 002).

export const PLANNER_PRIORITIES = ['high', 'medium', 'low'] as const;
export type PlannerPriority = (typeof PLANNER_PRIORITIES)[number];

export const PATH_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type PathDifficulty = (typeof PATH_DIFFICULTIES)[number];
/** The study-plan form offers the same three levels as the study path. */
export const STUDY_PLAN_DIFFICULTIES = PATH_DIFFICULTIES;
export type StudyPlanDifficulty = PathDifficulty;

export const RESOURCE_TYPES = ['article', 'youtube', 'book', 'practice'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

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
/** Exam dates further away than this are refused: plans that long are guesses, not plans. */
export const EXAM_MAX_DAYS_AHEAD = 365;
export const PLANNER_MIN_TOPICS = 3;
export const PLANNER_MAX_TOPICS = 12;
export const PATH_MIN_STEPS = 5;
export const PATH_MAX_STEPS = 8;

export const PLANS_ENGINE_MESSAGES = {
  subjectsRequired: 'Please enter subjects for your study plan.',
  plannerFieldsRequired: 'Please fill in all fields',
  topicRequired: 'Please enter a topic you want to learn.',
  invalidDate: 'Please enter a real date as YYYY-MM-DD.',
  examDatePast: 'The exam date must be today or later.',
  examDateTooFar: 'Choose an exam date within a year.',
} as const;

/** A calendar date as `YYYY-MM-DD`, with no time or time zone. */
export type IsoDate = string;

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

export interface PathResource {
  type: ResourceType;
  title: string;
  description: string;
  url: string;
}

export interface PathStep {
  id: string;
  title: string;
  description: string;
  estimatedHours: number;
  resources: PathResource[];
}

export interface StudyPath {
  topic: string;
  difficulty: PathDifficulty;
  description: string;
  estimatedHours: number;
  totalSteps: number;
  roadmap: PathStep[];
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

/** What a study path is built from (engine `studyPath`). */
export interface StudyPathInput {
  topic: string;
  difficulty: PathDifficulty;
}
