import { type AnalysisResult, ANALYZE_MAX_CHARS } from '../../../shared/analysis';
import type { Retriever } from '../../engine/retrieval/retriever';
import type { StudyEngine } from '../../engine/types';
import { fetchLinkText } from '../../ingest/link/read-article';
import { recognizeImage } from '../../ingest/ocr/ocr';
import { recognizeImageEvents } from '../../ingest/ocr/ocr-events';

/** Longer text is material to explain in itself; shorter is a topic or question to look up in the notes. */
const TOPIC_MAX_CHARS = 200;
const NOTE_PASSAGES = 3;

export function wantToLearnService(engine: StudyEngine, retriever: Retriever, linkAllowHosts: readonly string[]) {
  return {
    /** Pasted text, or a topic, explained with the user's own notes on it when there are some. */
    async analyzeText(userId: string, text: string): Promise<AnalysisResult> {
      const context = text.trim().length <= TOPIC_MAX_CHARS ? await retriever.passagesFor(userId, text, { limit: NOTE_PASSAGES }) : [];
      return engine.analyze({ text, context });
    },

    /** An uploaded text file, PDF or Word document, analysed like pasted text. */
    async analyzeDocument(document: { content: string; title: string }): Promise<AnalysisResult> {
      return engine.analyze({ text: document.content.slice(0, ANALYZE_MAX_CHARS) });
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
      const text = [page.title, page.content].filter(Boolean).join('\n\n').slice(0, ANALYZE_MAX_CHARS);
      const result = await engine.analyze({ text });
      return { ...result, source: { title: page.title, url: page.url } };
    },
  };
}
