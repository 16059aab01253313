// Quiz difficulties, question types, limits and result types, shared by client and server.

import { dynamicMessage } from './i18n/dynamic-message';

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

/**
 * The one rule for "answered", on the server and in the browser alike (spec: null or empty counts
 * as unanswered): nothing, blank text, or for a multiple-choice question anything but the index
 * of one of its options is no answer. Without the question, only the first two are checked.
 */
export function isAnswered(answer: QuizAnswer | undefined, question?: Pick<QuizQuestion, 'type' | 'options'>): boolean {
  if (answer === null || answer === undefined) return false;
  if (question?.type === 'mcq') {
    return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < (question.options?.length ?? 0);
  }
  return typeof answer !== 'string' || answer.trim() !== '';
}

/** How many questions `answers` (in question order) leaves unanswered. */
export const unansweredCount = (questions: readonly Pick<QuizQuestion, 'type' | 'options'>[], answers: readonly QuizAnswer[]): number =>
  questions.filter((question, i) => !isAnswered(answers[i], question)).length;

/** The answers by question id (`userAnswers`, the one shape the server sends) from a list in question order. */
export function answersById(questions: readonly { id: string }[], answers: readonly QuizAnswer[]): Record<string, QuizAnswer> {
  return Object.fromEntries(questions.map((question, i): [string, QuizAnswer] => [question.id, answers[i] ?? null]));
}

/** The answers in question order from a map by question id; a question missing from it is unanswered. */
export function answersInOrder(questions: readonly { id: string }[], byId: Record<string, QuizAnswer>): QuizAnswer[] {
  return questions.map((question) => (Object.hasOwn(byId, question.id) ? (byId[question.id] ?? null) : null));
}

/** The number people see for the question at `index` ("Question 3", "3."): questions are numbered from 1. */
export const questionNumber = (index: number): number => index + 1;

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

/** Pasted text a quiz is built from, at most; a longer upload is cut to it (the engine needs only so much). */
export const QUIZ_TEXT_MAX_CHARS = 20_000;
export const QUIZ_TOPIC_MAX_CHARS = 200;
export const QUIZ_TITLE_MAX_CHARS = 200;
export const QUIZ_DEFAULT_DIFFICULTY: QuizDifficulty = 'medium';
/** The quiz generator's file field takes plain text and PDF only. */
export const QUIZ_FILE_EXTENSIONS = ['.txt', '.pdf'] as const;
export const QUIZ_FILE_ACCEPT = '.txt,.pdf,text/plain,application/pdf';
/** How many saved quizzes the dashboard lists. */
export const RECENT_QUIZZES = 3;
export const QUIZ_EXPORT_FORMATS = ['md', 'tsv'] as const;
export type QuizExportFormat = (typeof QUIZ_EXPORT_FORMATS)[number];

export const QUIZ_TEXT = {
  textRequired: 'Please enter content to generate quiz from.',
  questionCount: 'Please enter a number between 1 and 20 for questions.',
  inputRequired: 'Please provide a topic, text content, or upload a file.',
  textTooLong: `Please shorten the text to at most ${QUIZ_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  topicTooLong: `Please shorten the topic to at most ${QUIZ_TOPIC_MAX_CHARS} characters.`,
  titleTooLong: `Please shorten the title to at most ${QUIZ_TITLE_MAX_CHARS} characters.`,
  difficulty: 'Choose a difficulty: easy, medium or hard.',
  fileType: 'Please upload a text file (.txt) or PDF file.',
  notFound: 'Quiz not found.',
  answersList: 'Send the answers as a list with one entry per question.',
  answersCount: (count: number) =>
    dynamicMessage(
      'QUIZ_TEXT.answersCount',
      { count },
      `This quiz has ${count} questions: send exactly ${count} answers, one per question, in order.`,
    ),
  mcqAnswer: (n: number, options: number) =>
    dynamicMessage(
      'QUIZ_TEXT.mcqAnswer',
      { n, options, last: options - 1 },
      `Answer ${n} must be the number of one of the question's ${options} options (0 to ${options - 1}).`,
    ),
  textAnswer: (n: number) => dynamicMessage('QUIZ_TEXT.textAnswer', { n }, `Answer ${n} must be text.`),
  alreadyCompleted:
    'This quiz has already been submitted and its result is saved. Retake it on the quiz page to practise again; a retake is not submitted.',
  exportBeforeCompletion: 'Submit the quiz first: its answers are shown and exported once it is completed.',
  retakeBeforeCompletion: 'Submit the quiz first: a retake for practice is graded once the quiz is completed.',
  questionsMismatch: 'These questions are not the ones generated for this quiz. Generate the quiz again, then save it.',
  mistakesBeforeCompletion: 'Submit the quiz first: cards are made from the questions you got wrong once it is graded.',
  noMistakes: 'You got every question of this quiz right: there are no mistakes to make cards from.',
  conceptNotFound: 'Concept not found.',
  noConcepts: 'Nothing to practise yet. Take a quiz or review some flashcards first: your weak spots are found from what you have studied.',
  noWeakSpotMaterial:
    'Your weakest concepts have too little material to build a quiz from. Take a quiz or make cards on them first, then practise again.',
} as const;

/**
 * The explanation of a multiple-choice question that came without one (a ready-made or imported
 * quiz), stored in English like the grader's sentences; the browser says it in the reader's words.
 */
export const answerIsExplanation = (option: string | undefined): string => `The answer is ${option}.`;

/** The deck a quiz's mistakes go to: "Mistakes — <quiz title>", cut to a deck name's length. */
export const MISTAKES_DECK_PREFIX = 'Mistakes — ';

/** POST /api/quizzes/:id/mistake-cards: the deck holding the quiz's mistake cards, and how many. */
export interface MistakeCardsResponse {
  deckId: string;
  deckName: string;
  /** Cards made by this call (0 when every mistake has its card already). */
  added: number;
  /** Wrong answers of the quiz, each with its card now. */
  mistakes: number;
}

/** The quiz of POST /api/quizzes/weak-spots is titled this, then its subject. */
export const WEAK_SPOTS_TITLE_PREFIX = 'Weak spots — ';

/**
 * POST /api/quizzes/weak-spots: a quiz from the weakest concepts' own material — of one subject,
 * of the weakest concept's subject when none is named, or of one concept.
 */
export interface WeakSpotsQuizRequest {
  subject?: string;
  numQuestions?: number;
  conceptId?: string;
}

/** A question as the browser gets it: the answer, explanation and source only once the quiz is completed. */
export interface QuizQuestionView {
  id: string;
  question: string;
  type: QuestionType;
  options?: string[];
  correctAnswer?: number | string;
  explanation?: string;
  source?: string;
}

interface QuizViewBase {
  id: string;
  title: string;
  topic: string | null;
  difficulty: QuizDifficulty;
  sourceNoteId: string | null;
  /** False for a dashboard quiz generated but not saved yet (it is listed only once saved). */
  saved: boolean;
  createdAt: string;
}

/**
 * A saved quiz as GET /api/quizzes lists it (decision 060): what the lists show, its questions
 * counted, not sent; GET /api/quizzes/:id has the quiz itself.
 */
export interface QuizListItem extends QuizViewBase {
  completed: boolean;
  questionCount: number;
  score: number | null;
  completedAt: string | null;
}

/** A quiz not yet submitted: questions and options only. */
export interface OpenQuizView extends QuizViewBase {
  completed: false;
  questions: Omit<QuizQuestionView, 'correctAnswer' | 'explanation' | 'source'>[];
  userAnswers: null;
  evaluation: null;
  score: null;
  completedAt: null;
}

/** A submitted quiz: answers, explanations, sources, the student's answers and the evaluation. */
export interface CompletedQuizView extends QuizViewBase {
  completed: true;
  questions: QuizQuestionView[];
  /** The student's answers by question id (the spec's shape; `answersInOrder` lists them). */
  userAnswers: Record<string, QuizAnswer>;
  evaluation: QuizEvaluation;
  score: number;
  completedAt: string;
}

export type QuizView = OpenQuizView | CompletedQuizView;

/** POST /api/quizzes/generate (dashboard). */
export interface GenerateDashboardQuizRequest {
  text: string;
  numQuestions: number;
}

/** POST /api/quizzes/save: names the generated quiz and links the note it came from. */
export interface SaveQuizRequest {
  quizId: string;
  quizTitle?: string;
  quizQuestions?: { id: string; question: string }[];
  sourceNotesId?: string | null;
}

/** PUT /api/quizzes/:id/submit: answers as a list in question order, or by question id. */
export interface SubmitQuizRequest {
  answers: QuizAnswer[] | Record<string, QuizAnswer>;
}

export interface SubmitQuizResponse {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  quiz: CompletedQuizView;
}

/** PUT /api/quizzes/:id/complete. */
export interface CompleteQuizRequest {
  answers: QuizAnswer[];
}

export interface CompleteQuizResponse {
  evaluation: QuizEvaluation;
  quiz: CompletedQuizView;
}

/** One question of a completed quiz as a study item: what was asked, the right answer, what the student gave. */
export interface QuizResultItem {
  questionId: string;
  question: string;
  type: QuestionType;
  options?: string[];
  correctAnswerText: string;
  givenAnswerText: string | null;
  correct: boolean;
  feedback: string;
  explanation: string;
  source?: string;
}

/** The text of an answer: the option itself for mcq, else the text given. */
export function answerText(question: Pick<QuizQuestion, 'type' | 'options'>, answer: QuizAnswer | undefined): string | null {
  if (!isAnswered(answer, question)) return null;
  return question.type === 'mcq' ? (question.options?.[answer as number] ?? null) : String(answer);
}
