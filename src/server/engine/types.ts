import type { AnalysisResult } from '../../shared/want-to-learn';
import type { GeneratedQuiz, QuizAnswer, QuizDifficulty, QuizEvaluation, QuizQuestion } from '../../shared/quiz';
import type { SummaryMode } from '../../shared/summary';
import type { DoubtAnswer, DoubtInput } from '../../shared/doubt';
import type { PlannerInput, PlannerSchedule } from '../../shared/planner';
import type { StudyPath, StudyPathInput } from '../../shared/study-path';
import type { StudyPlanContent, StudyPlanInput } from '../../shared/study-plan';
import type { ContextPassage } from '../../shared/context-passage';
import type { CardSuggestion } from '../../shared/flashcards';

/** One earlier turn of a tutoring conversation. */
export interface TutorMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface TutorReplyInput {
  history: TutorMessage[];
  message: string;
  context?: ContextPassage[];
}

export interface TutorReplyOptions extends EngineJob {
  /** Aborts when nobody is reading any more (the client left): the engine stops writing. */
  signal?: AbortSignal;
}

/** Who a whole-text job is for: the offline engine's threads serve users in turn (decision 047). */
export interface EngineJob {
  /** The user's id; jobs without one share a lane. */
  owner?: string;
}

export interface GradeQuizOptions {
  /**
   * Runs once, just before a provider is asked to read written answers, and never when grading
   * needs none (multiple choice, unanswered questions, the offline engine): the caller spends the
   * call's daily unit here, and may refuse the call by throwing.
   */
  meter?: () => Promise<void>;
}

/**
 * The one place where "AI" happens. Every tool asks this interface; the offline engine answers
 * by default, an LLM provider when AI_PROVIDER is set.
 */
export interface StudyEngine {
  readonly name: 'offline' | 'llm';
  summarize(input: { content: string; mode: SummaryMode }, job?: EngineJob): Promise<{ summary: string }>;
  /**
   * A quiz on `text`; with no text, on `topic`, built from `context` (the user's own notes on it,
   * from retrieval) and, offline, WordNet.
   */
  generateQuiz(
    input: {
      text: string;
      topic?: string;
      difficulty: QuizDifficulty;
      count: number;
      context?: ContextPassage[];
    },
    job?: EngineJob,
  ): Promise<GeneratedQuiz>;
  /** Multiple choice by the stored option; written answers read by the engine (a provider sees them only as data). */
  gradeQuiz(input: { questions: QuizQuestion[]; answers: QuizAnswer[] }, options?: GradeQuizOptions): Promise<QuizEvaluation>;
  /** Want To Learn; for a topic alone, `context` is the user's notes on it, explained and cited by title. */
  analyze(input: { text: string; context?: ContextPassage[] }, job?: EngineJob): Promise<AnalysisResult>;
  /** Weeks of days with a topic, hours and tasks, for a grade level and subjects. */
  studyPlan(input: StudyPlanInput, job?: EngineJob): Promise<StudyPlanContent>;
  /** A dated day-by-day exam planner: every day from `today` to the exam, reviews and a mock test. */
  planSchedule(input: PlannerInput, job?: EngineJob): Promise<PlannerSchedule>;
  /** A 5–8 step roadmap with https resource links. */
  studyPath(input: StudyPathInput, job?: EngineJob): Promise<StudyPath>;
  /** Numbered steps (math in `$…$`) and an explain-like-I'm-5 version; cites `context` when used. */
  solveDoubt(input: DoubtInput, job?: EngineJob): Promise<DoubtAnswer>;
  /** Proposed flashcards on `text` (at most `max`): offline cloze and term–definition cards, else question/answer pairs. */
  suggestCards(input: { text: string; max: number }, job?: EngineJob): Promise<CardSuggestion[]>;
  /** The tutor's markdown answer, in chunks as they are written. */
  tutorReply(input: TutorReplyInput, options?: TutorReplyOptions): AsyncIterable<string>;
}
