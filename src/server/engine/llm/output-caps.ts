/**
 * The most tokens a provider may write for each task: every call to a model sets one, so a
 * runaway answer (a model that loops, or one talked into writing a novel) costs a bounded amount.
 * Each cap is about twice the largest answer the task's prompt asks for, from the limits that bound
 * it (English runs about 4 characters a token; JSON keys and Markdown add a fifth). An answer cut at
 * its cap is unusable JSON, so it gets the usual repair request and then the student's 502.
 */
export const MAX_OUTPUT_TOKENS = {
  /** 'simplify' rewrites up to SUMMARIZE_MAX_CHARS (10,000 characters, ~2,500 tokens) with terms explained. */
  summarize: 6_000,
  /** QUIZ_MAX_QUESTIONS (20) questions of ~250 tokens: question, 4 options, explanation and source sentence. */
  generateQuiz: 10_000,
  /** Feedback of 1-3 sentences (~120 tokens) on up to 20 written answers, and the overall feedback. */
  gradeQuiz: 5_000,
  /** A 200-600 word explanation, a plan of up to 8 steps and 3 questions: ~1,800 tokens. */
  analyze: 4_000,
  /** Up to six weeks written day by day: 42 days of ~100 tokens, with goals, resources and tips. */
  studyPlan: 10_000,
  /** A longer plan's goals, resources and tips only (its weeks are laid out by us). */
  studyPlanOutline: 3_000,
  /** Up to 42 dated days of ~100 tokens, weekly goals, milestones and tips. */
  planSchedule: 10_000,
  /** A longer schedule's overview, topics and tips only (its days are laid out by us). */
  planScheduleOutline: 3_000,
  /** 5-8 steps, each with a description and up to 4 resources: ~3,000 tokens. */
  studyPath: 6_000,
  /** Numbered steps at the hard level (~1,500 tokens) and a short explanation for a five-year-old. */
  solveDoubt: 4_000,
  /** SUGGESTIONS_MAX (12) cards of a question, a 1-3 sentence answer and the source sentence: ~2,400 tokens. */
  suggestCards: 5_000,
  /** "Usually under 300 words unless the student asks for more": room for about 3,000 words. */
  tutorReply: 4_000,
} as const satisfies Record<string, number>;

/** One kind of provider call; also the name its failures are logged under. */
export type LlmTask = keyof typeof MAX_OUTPUT_TOKENS;
