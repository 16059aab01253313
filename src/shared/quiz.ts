// Quiz difficulties, question types, limits and result types, shared by client and server.

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
