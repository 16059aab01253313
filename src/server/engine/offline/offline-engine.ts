import type { StudyEngine } from '../study-engine';
import { summarizeOffline } from './summarize';

/** Classical NLP on the user's own material: no key, no network, deterministic. */
export const offlineEngine: StudyEngine = {
  name: 'offline',
  async summarize({ content, mode }) {
    return { summary: summarizeOffline(content, mode) };
  },
};
