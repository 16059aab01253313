import { ANALYZE_MAX_CHARS, type AnalysisResult } from '../../../shared/engine';
import type { StudyEngine } from '../../engine/study-engine';
import { fetchLinkText } from '../../ingest/link/read-article';
import { recognizeImage } from '../../ingest/ocr/ocr';

export function wantToLearnService(engine: StudyEngine, linkAllowHosts: readonly string[]) {
  return {
    analyzeText(text: string): Promise<AnalysisResult> {
      return engine.analyze({ text });
    },

    /** An uploaded text file, PDF or Word document, analysed like pasted text. */
    async analyzeDocument(document: { content: string; title: string }): Promise<AnalysisResult> {
      return engine.analyze({ text: document.content.slice(0, ANALYZE_MAX_CHARS) });
    },

    /** Printed text in a photo or screenshot, read offline. */
    async readImage(file: { data: Buffer }): Promise<{ text: string }> {
      const { text } = await recognizeImage(file.data);
      return { text };
    },

    /** Reads the page behind a link (SSRF-guarded) and analyses its article text. */
    async analyzeLink(url: string): Promise<AnalysisResult & { source: { title: string; url: string } }> {
      const page = await fetchLinkText(url, linkAllowHosts);
      const text = [page.title, page.content].filter(Boolean).join('\n\n').slice(0, ANALYZE_MAX_CHARS);
      const result = await engine.analyze({ text });
      return { ...result, source: { title: page.title, url: page.url } };
    },
  };
}
