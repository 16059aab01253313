import type { StudyEngine } from '../study-engine';
import { analyzeOffline } from './analyze';
import { gradeQuizOffline } from './grade';
import { generateQuizOffline } from './quiz';
import { summarizeOffline } from './summarize';
import { tutorReplyOffline } from './tutor';

/** Classical NLP on the user's own material: no key, no network, deterministic. */
export const offlineEngine: StudyEngine = {
  name: 'offline',
  async summarize({ content, mode }) {
    return { summary: summarizeOffline(content, mode) };
  },
  async generateQuiz(input) {
    return generateQuizOffline(input);
  },
  async gradeQuiz({ questions, answers }) {
    return gradeQuizOffline(questions, answers);
  },
  async analyze({ text }) {
    return analyzeOffline(text);
  },
  tutorReply(input) {
    return tutorReplyOffline(input);
  },
};
