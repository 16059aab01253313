import { type AnalysisResult, ANALYZE_MAX_CHARS, ANALYZE_MESSAGES } from '../../../shared/want-to-learn';
import type { Retriever } from '../../engine/retrieval/retriever';
import type { ReadyQuiz } from '../../../shared/want-to-learn';
import type { StudyEngine } from '../../engine/types';
import { fetchLinkText } from '../../ingest/link/read-article';
import { recognizeImage } from '../../ingest/ocr/ocr';
import { recognizeImageEvents } from '../../ingest/ocr/ocr-events';

/** Longer text is material to explain in itself; shorter is a topic or question to look up in the notes. */
const TOPIC_MAX_CHARS = 200;
const NOTE_PASSAGES = 3;

/** The text the engine is given, and the notices the student reads beside the result. */
function capped(text: string, notices: (string | undefined)[] = []): { text: string; notice?: string } {
  const cut = text.length > ANALYZE_MAX_CHARS;
  const notice = [...notices, cut ? ANALYZE_MESSAGES.cut : undefined].filter(Boolean).join(' ');
  return { text: cut ? text.slice(0, ANALYZE_MAX_CHARS) : text, ...(notice && { notice }) };
}

/** Saves a quick quiz into the user's quizzes (the quiz feature's, passed in by the app). */
export type SaveReadyQuiz = (userId: string, quiz: ReadyQuiz) => Promise<{ id: string; title: string }>;

export function wantToLearnService(engine: StudyEngine, retriever: Retriever, linkAllowHosts: readonly string[], saveQuiz: SaveReadyQuiz) {
  return {
    /** Pasted text, or a topic, explained with the user's own notes on it when there are some. */
    async analyzeText(userId: string, typed: string): Promise<AnalysisResult> {
      const { text, notice } = capped(typed);
      const context = text.trim().length <= TOPIC_MAX_CHARS ? await retriever.passagesFor(userId, text, { limit: NOTE_PASSAGES }) : [];
      return { ...(await engine.analyze({ text, context }, { owner: userId })), ...(notice && { notice }) };
    },

    /** An uploaded text file, PDF or Word document, analysed like pasted text. */
    async analyzeDocument(userId: string, document: { content: string; title: string; notice?: string }): Promise<AnalysisResult> {
      const { text, notice } = capped(document.content, [document.notice]);
      return { ...(await engine.analyze({ text }, { owner: userId })), ...(notice && { notice }) };
    },

    /** Printed text in a photo or screenshot, read offline; each user's images wait their turn. */
    async readImage(userId: string, file: { data: Buffer }): Promise<{ text: string }> {
      const { text } = await recognizeImage(file.data, { userId });
      return { text };
    },

    /**
     * The same, as events for a progress bar (`queued`, `progress`, `done`). The image is checked
     * and queued at once, so a wrong or oversized file, or one past the user's share, is refused
     * here, before the stream starts, and gets its plain 4xx answer.
     */
    readImageEvents(userId: string, file: { data: Buffer }) {
      return recognizeImageEvents(file.data, userId);
    },

    /** Reads the page behind a link (SSRF-guarded; each user's pages parsed one at a time) and analyses its article text. */
    async analyzeLink(userId: string, url: string): Promise<AnalysisResult & { source: { title: string; url: string } }> {
      const page = await fetchLinkText(url, linkAllowHosts, { userId });
      const { text, notice } = capped([page.title, page.content].filter(Boolean).join('\n\n'));
      const result = await engine.analyze({ text }, { owner: userId });
      return { ...result, source: { title: page.title, url: page.url }, ...(notice && { notice }) };
    },

    /** The result's quick quiz, kept among the user's quizzes to take later (not completed yet). */
    async saveQuiz(userId: string, quiz: ReadyQuiz): Promise<{ id: string; title: string }> {
      return saveQuiz(userId, quiz);
    },
  };
}
