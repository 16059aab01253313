// The learner model (decision 067): concepts the student meets, the evidence about each, and mastery.

/** What a piece of evidence is. */
export const LEARNER_EVENT_KINDS = ['quiz-answer', 'card-review', 'doubt', 'path-step', 'assignment'] as const;
export type LearnerEventKind = (typeof LEARNER_EVENT_KINDS)[number];

/** Where a concept was met: the record the `/progress` screen links to. */
export const CONCEPT_SOURCE_KINDS = ['quiz', 'card', 'doubt', 'study-path'] as const;
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
  }
}

/** The "Practise" button's quiz: the generator with the concept as its topic. */
export const practiseHref = (concept: Pick<LearnerConcept, 'name'>) => `/quiz-generator?topic=${encodeURIComponent(concept.name)}`;

export const LEARNER_MESSAGES = {
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

/** The student's study time a day when they have set none: what the Today list fits into. */
export const DEFAULT_DAILY_MINUTES = 45;
