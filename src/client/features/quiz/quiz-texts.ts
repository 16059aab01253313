// Screen texts of the quiz tools (spec §2.4, §2.9, §5, §8), used verbatim by the screens and the tests.

export const QUIZ_TOASTS = {
  errorTitle: 'Error',
  generateFailed: 'Failed to generate quiz',
  submitFailed: 'Failed to submit quiz',
  saveFailed: 'Failed to save quiz',
  openFailed: 'Failed to open quiz',
  notesFailed: 'Failed to process notes',
  noNotes: 'Please create some notes first using the Summarizer.',
  noQuizToSave: 'No quiz to save. Please generate a quiz first.',
  savedTitle: 'Quiz Saved',
  saved: (title: string) => `"${title}" is in your saved quizzes.`,
  incompleteTitle: 'Incomplete Quiz',
  answerAll: (count: number) => `Please answer all ${count} questions before submitting.`,
  unanswered: (count: number) => `You have ${count} unanswered questions. Please answer all questions before submitting.`,
  inputRequiredTitle: 'Input Required',
  fileSelectedTitle: 'File Selected',
  fileRemovedTitle: 'File Removed',
  fileRemoved: 'The file will not be used.',
  generatedTitle: 'Quiz Generated!',
  generated: (title: string, count: number) => `Created "${title}" with ${count} questions.`,
  generationFailedTitle: 'Generation Failed',
  submissionFailedTitle: 'Submission Failed',
  completedTitle: 'Quiz Completed!',
  completed: (score: number, feedback: string) => `You scored ${score}% - ${feedback}`,
  invalidCountTitle: 'Invalid Number of Questions',
} as const;

export const QUESTION_TYPE_LABELS = { mcq: 'Multiple Choice', short_answer: 'Short Answer', practical: 'Practical' } as const;

export const DIFFICULTY_LABELS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

/** The dashboard's default title for a saved quiz. */
export const defaultQuizTitle = (date = new Date()) => `Quiz - ${date.toLocaleDateString()}`;

/** 80 and above, 60 to 79, below 60 (spec §9): the colour of a score, and its icon on the result view. */
export type ScoreBand = 'high' | 'middle' | 'low';
export const scoreBand = (score: number): ScoreBand => (score >= 80 ? 'high' : score >= 60 ? 'middle' : 'low');
export const SCORE_COLOURS: Record<ScoreBand, string> = {
  high: 'text-green-700 dark:text-green-400',
  middle: 'text-amber-700 dark:text-amber-400',
  low: 'text-red-700 dark:text-red-400',
};

/** Parsed as the spec says: blank is the default 5, anything else must be a whole number from 1 to 20. */
export function parseQuestionCount(value: string): number | null {
  if (value.trim() === '') return 5;
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 20 ? count : null;
}
