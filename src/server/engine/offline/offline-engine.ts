import type { StudyEngine } from '../types';
import { analyzeOffline } from './analyze';
import { suggestCardsOffline } from './flashcards';
import { gradeQuizOffline } from './grade';
import { planScheduleOffline } from './planning/schedule';
import { studyPathOffline } from './planning/study-path';
import { studyPlanOffline } from './planning/study-plan';
import { generateQuizOffline } from './quiz';
import { topicQuizOffline } from './topic-quiz';
import { summarizeOffline } from './summarize';
import { tutorReplyOffline } from './tutor';

/** Classical NLP on the user's own material: no key, no network, deterministic. */
export const offlineEngine: StudyEngine = {
  name: 'offline',
  async summarize({ content, mode }) {
    return { summary: summarizeOffline(content, mode) };
  },
  async generateQuiz(input) {
    return input.text.trim() ? generateQuizOffline(input) : topicQuizOffline(input);
  },
  async gradeQuiz({ questions, answers }) {
    return gradeQuizOffline(questions, answers);
  },
  async analyze({ text, context }) {
    return analyzeOffline(text, context);
  },
  async studyPlan(input) {
    return studyPlanOffline(input);
  },
  async planSchedule(input) {
    return planScheduleOffline(input);
  },
  async studyPath(input) {
    return studyPathOffline(input);
  },
  async solveDoubt(input) {
    // mathjs is slow to import: loaded on the first doubt, not at start.
    const { solveDoubtOffline } = await import('./doubt/solve');
    const { answer, simpleAnswer } = solveDoubtOffline(input);
    return { answer, simpleAnswer };
  },
  async suggestCards({ text, max }) {
    return suggestCardsOffline(text, max);
  },
  tutorReply(input, options) {
    return tutorReplyOffline(input, options);
  },
};
