// Want To Learn's analysis result, limits and messages, shared by client and server.

/** The Want To Learn result: an explanation, optionally a short study plan and a quick quiz. */
export interface AnalysisResult {
  explanation: string;
  studyPlan?: { overview: string; steps: string[] };
  quiz?: { questions: { question: string; options: string[]; correct: number }[] };
  /** Where the analysed text came from (a fetched link's title and final address). */
  source?: { title: string; url: string };
  /** Set when only part of the material was analysed (text past the cap, PDF pages without text). */
  notice?: string;
}

/** Text analysed at most; longer text, a file's or a page's too, is cut here and the result says so. */
export const ANALYZE_MAX_CHARS = 20_000;
/**
 * Longest text a request may carry (what a document keeps): past the cut it is not analysed, but a
 * long paste is still answered, with the notice, rather than refused.
 */
export const ANALYZE_REQUEST_MAX_CHARS = 200_000;
export const ANALYZE_MESSAGES = {
  textRequired: 'Please enter a topic or some text to analyze.',
  textTooLong: `Please shorten the text to at most ${ANALYZE_REQUEST_MAX_CHARS.toLocaleString('en-US')} characters.`,
  cut: `The text was longer than ${ANALYZE_MAX_CHARS.toLocaleString('en-US')} characters, so only the first ${ANALYZE_MAX_CHARS.toLocaleString('en-US')} were analyzed. Analyze the rest separately.`,
  topicOnly:
    'The offline engine explains from material you give it. Paste a paragraph about this topic, upload notes or a link, or connect an AI provider to learn from a topic name alone.',
} as const;

/** A result's quick quiz as sent to be kept among the user's quizzes. */
export interface ReadyQuiz {
  title: string;
  questions: { question: string; options: string[]; correct: number }[];
}

/** Where a kept quiz is: its id opens it at /quiz/{id}. */
export interface SavedReadyQuiz {
  id: string;
  title: string;
}

export const READY_QUIZ_LIMITS = {
  titleChars: 200,
  questions: 20,
  questionChars: 2_000,
  minOptions: 2,
  maxOptions: 10,
  optionChars: 1_000,
} as const;

export const READY_QUIZ_MESSAGES = {
  invalid: `This quiz cannot be saved: it needs 1 to ${READY_QUIZ_LIMITS.questions} questions, each with its text, ${READY_QUIZ_LIMITS.minOptions} to ${READY_QUIZ_LIMITS.maxOptions} options and the number of the correct one.`,
  titleTooLong: `Please shorten the title to at most ${READY_QUIZ_LIMITS.titleChars} characters.`,
  defaultTitle: 'Want To Learn quiz',
} as const;
