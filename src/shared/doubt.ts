// Constants and types of the doubt solver shared by client and server.
import type { ContextPassage } from './context-passage';

export const DOUBT_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type DoubtDifficulty = (typeof DOUBT_DIFFICULTIES)[number];

/** What the offline engine recognised the doubt as, which decides how it explains it. */
export const DOUBT_KINDS = ['equation', 'expression', 'arithmetic', 'units', 'general'] as const;
export type DoubtKind = (typeof DOUBT_KINDS)[number];

export const DOUBT_MAX_CHARS = 2_000;
/** mathsteps is synchronous and can be slow on long input, so only this much is sent to it. */
export const DOUBT_MATH_MAX_CHARS = 200;

export const DOUBT_MESSAGES = {
  questionRequired: 'Please enter your doubt or question.',
  questionTooLong: `Please shorten your question to at most ${DOUBT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  offlineNote:
    'This answer comes from the offline engine, which explains with your own notes and does not make up facts. Connect an AI provider in settings for full explanations.',
} as const;

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
