// Constants of the study engine shared by client and server; zod schemas live in engine.schema.ts.

export const SUMMARY_MODES = ['summary', 'simplify', 'keypoints'] as const;
export type SummaryMode = (typeof SUMMARY_MODES)[number];

export const SUMMARIZE_MAX_CHARS = 10_000;
export const SUMMARIZE_DEFAULT_TITLE = 'Document';

export const ENGINE_MESSAGES = {
  contentRequired: 'Please enter content to summarize.',
  contentTooLong: `Please shorten the content to at most ${SUMMARIZE_MAX_CHARS.toLocaleString('en-US')} characters.`,
} as const;

export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];
export const QUESTION_TYPES = ['mcq', 'short_answer', 'practical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUIZ_MIN_QUESTIONS = 1;
export const QUIZ_MAX_QUESTIONS = 20;
export const QUIZ_DEFAULT_QUESTIONS = 5;

export interface QuizQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options?: string[];
  /** Index of the right option (mcq), or the expected answer text (short answer, practical). */
  correctAnswer?: number | string;
  explanation: string;
  /** The passage the question was drawn from. */
  source?: string;
}

export interface GeneratedQuiz {
  title: string;
  questions: QuizQuestion[];
}

/** One answer per question: an option index for mcq, text otherwise, null when unanswered. */
export type QuizAnswer = number | string | null;

export interface QuizEvaluation {
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  overallFeedback: string;
  feedback: { questionId: string; correct: boolean; feedback: string }[];
}

export const QUIZ_MESSAGES = {
  noMaterial:
    'There is not enough material to build a quiz from. Paste a few paragraphs of text, upload a file, or connect an AI provider to make quizzes from a topic alone.',
} as const;

/** The Want To Learn result (spec §3 "Analysis result"). */
export interface AnalysisResult {
  explanation: string;
  studyPlan?: { overview: string; steps: string[] };
  quiz?: { questions: { question: string; options: string[]; correct: number }[] };
}

export const ANALYZE_MAX_CHARS = 50_000;
export const ANALYZE_MESSAGES = {
  textRequired: 'Please enter a topic or some text to analyze.',
  textTooLong: `Please shorten the text to at most ${ANALYZE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  topicOnly:
    'The offline engine explains from material you give it. Paste a paragraph about this topic, upload notes or a link, or connect an AI provider to learn from a topic name alone.',
} as const;
