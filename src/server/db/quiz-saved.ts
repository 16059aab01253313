import { isNotNull, isNull } from 'drizzle-orm';
import { quiz } from './schema';

/**
 * The one rule for a saved quiz, read by the quiz lists and the classroom alike: `saved_at` is set.
 * A dashboard quiz is stored as a draft when it is generated (its answers stay on the server while
 * it is taken) and saved when the student saves it; every other quiz is saved from the start.
 */
export const savedQuiz = isNotNull(quiz.savedAt);
export const draftQuiz = isNull(quiz.savedAt);
