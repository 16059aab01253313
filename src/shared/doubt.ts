// Constants and types of the doubt solver shared by client and server.
import { NOT_IN_NOTES, type NoteCitation } from './citation';
import type { ContextPassage } from './context-passage';

export const DOUBT_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type DoubtDifficulty = (typeof DOUBT_DIFFICULTIES)[number];

/** What the offline engine recognised the doubt as, which decides how it explains it. */
export const DOUBT_KINDS = ['equation', 'expression', 'arithmetic', 'units', 'general'] as const;
export type DoubtKind = (typeof DOUBT_KINDS)[number];

export const DOUBT_MAX_CHARS = 4_000;
/** mathsteps is synchronous and can be slow on long input, so only this much is sent to it. */
export const DOUBT_MATH_MAX_CHARS = 200;

/** Longest subject kept with a doubt; it is a label such as "Physics", not a second question. */
export const DOUBT_SUBJECT_MAX_CHARS = 100;

export const DOUBT_MESSAGES = {
  questionRequired: 'Please enter your doubt or question.',
  subjectTooLong: `Please keep the subject to at most ${DOUBT_SUBJECT_MAX_CHARS} characters.`,
  difficultyInvalid: 'Choose a difficulty: easy, medium or hard.',
  notFound: 'Doubt not found',
  /** Said first when retrieval found nothing in the user's notes that the answer could use. */
  notInNotes: NOT_IN_NOTES,
  questionTooLong: `Please shorten your question to at most ${DOUBT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  offlineNote:
    'This answer comes from the offline engine, which explains with your own notes and does not make up facts. Connect an AI provider in settings for full explanations.',
} as const;

/** The difficulty a doubt starts with; the select's labels are the doubt namespace's. */
export const DOUBT_DEFAULT_DIFFICULTY: DoubtDifficulty = 'medium';

/** A note the answer drew on, cited by title (the client links it to /notes). */
export type DoubtCitation = NoteCitation;

/** POST /api/doubt-solver. */
export interface DoubtRequest {
  question: string;
  subject?: string;
  difficulty: DoubtDifficulty;
}

/** A solved doubt as stored and answered (history items, one doubt, a fresh solve). */
export interface Doubt {
  id: string;
  question: string;
  subject: string | null;
  difficulty: DoubtDifficulty;
  /** Markdown, numbered steps, math in `$…$`. */
  answer: string;
  simpleAnswer: string | null;
  createdAt: string;
  citations: DoubtCitation[];
}

/** A doubt as GET /api/doubts lists it (decision 060): the question, not the answer; GET /api/doubts/:id has it all. */
export type DoubtListItem = Pick<Doubt, 'id' | 'question' | 'subject' | 'difficulty' | 'createdAt'>;

export interface DoubtInput {
  question: string;
  subject?: string;
  difficulty: DoubtDifficulty;
  context?: ContextPassage[];
}

export interface DoubtAnswer {
  /** Step-by-step explanation in markdown, math inline as `$…$` (KaTeX). */
  answer: string;
  /** The same idea for a five-year-old: short sentences, plain words. */
  simpleAnswer: string;
}

export interface OfflineDoubtAnswer extends DoubtAnswer {
  kind: DoubtKind;
}
