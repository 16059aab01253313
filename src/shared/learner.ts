// The learner model (decision 067): concepts the student meets, the evidence about each, and mastery.

/** What a piece of evidence is. */
export const LEARNER_EVENT_KINDS = ['quiz-answer', 'card-review', 'doubt', 'path-step', 'assignment', 'note'] as const;
export type LearnerEventKind = (typeof LEARNER_EVENT_KINDS)[number];

/** Where a concept was met: the record the `/progress` screen links to. */
export const CONCEPT_SOURCE_KINDS = ['quiz', 'card', 'doubt', 'study-path', 'note'] as const;
export type ConceptSourceKind = (typeof CONCEPT_SOURCE_KINDS)[number];

/** Levels a student understands, lowest first; mastery in [0, 1] maps onto them (and falls back with time). */
export const MASTERY_LEVELS = ['Attempted', 'Familiar', 'Proficient', 'Mastered'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** The subject of evidence that names none. */
export const GENERAL_SUBJECT = 'General';
export const CONCEPT_SUBJECT_MAX_CHARS = 200;

export interface ConceptSource {
  kind: ConceptSourceKind;
  id: string;
  title: string;
}

/** One row of GET /api/learner/concepts. */
export interface LearnerConcept {
  id: string;
  name: string;
  subject: string;
  /** Probability-like estimate in [0, 1] that the student answers a medium question on it now. */
  mastery: number;
  level: MasteryLevel;
  evidenceCount: number;
  lastSeenAt: string;
  sources: ConceptSource[];
}

/** Where each source kind opens on the client. */
export function conceptSourceHref(source: Pick<ConceptSource, 'kind' | 'id'>): string {
  switch (source.kind) {
    case 'quiz':
      return `/quiz/${encodeURIComponent(source.id)}`;
    case 'card':
      return '/flashcards';
    case 'doubt':
      return '/doubt-chat';
    case 'study-path':
      return `/study-path/${encodeURIComponent(source.id)}`;
    case 'note':
      return '/notes';
  }
}

/** What a practice quiz is built from: the weakest concepts' own passages, and the subject they share. */
export interface PracticeMaterial {
  subject: string;
  /** The concepts the passages were drawn for, weakest first. */
  concepts: Pick<LearnerConcept, 'id' | 'name'>[];
  passages: string[];
}

/**
 * The learner model's material for a practice quiz, lent to the quiz feature: one concept's
 * (404 when not the user's), else the weakest concepts of `subject` or of the weakest concept's
 * subject (409 when the student has none yet). `passages` is how many are wanted.
 */
export type FindPracticeMaterial = (
  userId: string,
  wanted: { subject?: string; conceptId?: string; passages: number },
) => Promise<PracticeMaterial>;

export const CONCEPT_NAME_MAX_CHARS = 100;

/** PATCH /api/learner/concepts/:id: the name the student gives the concept. */
export interface RenameConceptRequest {
  name: string;
}

/** POST /api/learner/concepts/:id/merge: the concept that takes this one's evidence (and its future evidence). */
export interface MergeConceptRequest {
  intoId: string;
}

export const LEARNER_MESSAGES = {
  conceptNotFound: 'Concept not found.',
  nameRequired: 'Please enter a name for the concept.',
  nameTooLong: `The concept's name must be at most ${CONCEPT_NAME_MAX_CHARS} characters.`,
  mergeTargetRequired: 'Choose the concept to merge this one into.',
  mergeIntoItself: 'A concept cannot be merged into itself. Choose another concept.',
  loadFailed: 'Your progress could not be loaded.',
  empty: 'No concepts yet. Take a quiz, review cards or ask a doubt, and what you study shows here.',
} as const;

/**
 * Evidence a tool hands to the learner model. Concepts are the key terms of `text` (the passage
 * and question, the card, the doubt, the step), the first `answer`'s terms first when given.
 */
export interface EvidenceInput {
  kind: LearnerEventKind;
  subject: string | null;
  source: ConceptSource;
  text: string;
  /** What the right answer names (a quiz question's answer): its terms come first. */
  answer?: string;
  /** The concepts themselves, taken whole instead of found in `text` (a note's tags). */
  terms?: string[];
  /** Outcome in [0, 1] (1 right); null for evidence without a grade (a doubt). */
  correct: number | null;
  grade?: number;
  /** Item difficulty in logits (easy −1, medium 0, hard 1). */
  difficulty?: number;
  retrievability?: number;
  at: Date;
}

/**
 * Records evidence after the user's action; never throws and never delays it (failures are logged).
 * A function is called later, off the user's request: evidence that needs another read (a card's deck).
 */
export type RecordEvidence = (userId: string, items: EvidenceInput[] | (() => Promise<EvidenceInput[]>)) => void;

/** Item difficulty in logits by the quiz's difficulty. */
export const DIFFICULTY_LOGIT = { easy: -1, medium: 0, hard: 1 } as const;

/** Outcome of a card review by grade (Again, Hard, Good, Easy). */
export const CARD_GRADE_OUTCOME: Record<number, number> = { 1: 0, 2: 0.6, 3: 0.9, 4: 1 };

// Study settings (decision 068): the student's daily study time and the weekdays they keep light.

/** Minutes a day the student studies when they have not said otherwise. */
export const DEFAULT_DAILY_MINUTES = 45;
export const DAILY_MINUTES_MIN = 5;
export const DAILY_MINUTES_MAX = 600;

/** Weekdays as the settings show them, Monday first; the value is JavaScript's getDay() (0 Sunday). */
export const WEEKDAYS = [
  { day: 1, label: 'Mon', name: 'Monday' },
  { day: 2, label: 'Tue', name: 'Tuesday' },
  { day: 3, label: 'Wed', name: 'Wednesday' },
  { day: 4, label: 'Thu', name: 'Thursday' },
  { day: 5, label: 'Fri', name: 'Friday' },
  { day: 6, label: 'Sat', name: 'Saturday' },
  { day: 0, label: 'Sun', name: 'Sunday' },
] as const;

export interface StudySettings {
  dailyMinutes: number;
  /** Weekdays kept light (half the daily minutes), 0 Sunday … 6 Saturday, ascending. */
  easyDays: number[];
}

export const DEFAULT_STUDY_SETTINGS: StudySettings = { dailyMinutes: DEFAULT_DAILY_MINUTES, easyDays: [] };

export const STUDY_SETTINGS_MESSAGES = {
  dailyMinutesInvalid: `Daily minutes must be a whole number from ${DAILY_MINUTES_MIN} to ${DAILY_MINUTES_MAX}.`,
  easyDaysInvalid: 'Easy days must be weekdays from 0 (Sunday) to 6 (Saturday).',
  loadFailed: 'Your study settings could not be loaded.',
  saved: 'Saved',
} as const;
