import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../shared/want-to-learn';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { ApiError, errorMessage } from '../../lib/api';
import { analyzeDocument, analyzeLink, analyzeText, readImageText, transcribe, UploadFailure } from './api/analysis-requests';

export interface Analysis {
  /** Tells one analysis from the next, so the results (and the voice tutor) start afresh. */
  id: number;
  result: AnalysisResult;
  /** What was analysed, in a few words: the topic, the file's name, the page's title. */
  subject: string;
  /** The text read from an image or a recording, shown so the student can check it. */
  readText?: string;
}

export interface Stage {
  text: string;
  /** From 0 to 1 while an image's text is recognised. */
  progress?: number;
}

const statusOf = (error: unknown) => (error instanceof ApiError || error instanceof UploadFailure ? error.status : undefined);

/** A few words naming what was analysed, for the note's and the quiz's title. */
const subjectOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * Runs one analysis at a time (spec §4: busy while it runs, off at the end either way, each new
 * analysis replacing the result) and reports it with the spec's toasts.
 */
export function useAnalysis() {
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  /** The server's 501 for a recording: no AI provider can transcribe it. Shown inline, not as a toast. */
  const [voiceUnavailable, setVoiceUnavailable] = useState<string | null>(null);
  const busyRef = useRef(false);
  const nextId = useRef(1);
  const { t } = useTranslation('want-to-learn');
  const message = useMessage();

  const run = useCallback(
    async (
      work: () => Promise<{ result: AnalysisResult; subject: string; readText?: string }>,
      messages: { success: string; fallback: string },
    ) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setVoiceUnavailable(null);
      try {
        const done = await work();
        setAnalysis({ id: nextId.current++, ...done });
        toast({ title: messages.success });
      } catch (error) {
        const status = statusOf(error);
        if (status === 401) setSignedOut(true);
        else if (status === 501 && error instanceof UploadFailure) setVoiceUnavailable(error.reason);
        else {
          const description =
            error instanceof UploadFailure
              ? `${t('Upload failed: {status}', { status: error.statusText || String(error.status) })}${error.reason ? `. ${message(error.reason)}` : ''}`
              : errorMessage(error, messages.fallback);
          toast({ title: t('Error'), description, variant: 'destructive' });
        }
      } finally {
        busyRef.current = false;
        setStage(null);
      }
    },
    [t, message],
  );

  const content = { success: t('Content analyzed successfully!'), fallback: t('Upload failed') };

  const readAndAnalyze = async (readText: string, subject: string) => {
    setStage({ text: t('Analyzing the text...') });
    return { result: await analyzeText(readText), subject, readText };
  };

  return {
    analysis,
    stage,
    busy: stage !== null,
    signedOut,
    voiceUnavailable,
    dismissVoiceNotice: () => setVoiceUnavailable(null),

    analyzeDocument: (file: File) =>
      run(async () => {
        setStage({ text: t('Reading the text of your file...') });
        return { result: await analyzeDocument(file), subject: file.name };
      }, content),

    /**
     * A recording, uploaded or made here. Without a provider that transcribes (501), the words the
     * browser heard live are analysed instead when there are some.
     */
    analyzeRecording: (audio: Blob, filename: string, liveWords = '') =>
      run(async () => {
        setStage({ text: t('Turning your recording into text...') });
        let words: string;
        try {
          words = await transcribe(audio, filename);
        } catch (error) {
          if (statusOf(error) !== 501 || !liveWords.trim()) throw error;
          words = liveWords.trim();
        }
        return readAndAnalyze(words, subjectOf(words));
      }, content),

    analyzeImage: (file: File) =>
      run(async () => {
        setStage({ text: t('Uploading your file...') });
        const text = await readImageText(file, {
          onQueued: () => setStage({ text: t('Waiting for the image reader...') }),
          onProgress: (progress) => setStage({ text: t('Recognising the text in your image'), progress }),
        });
        return readAndAnalyze(text, file.name);
      }, content),

    analyzeLink: (url: string) =>
      run(
        async () => {
          setStage({ text: t('Fetching the page behind the link...') });
          const result = await analyzeLink(url);
          return { result, subject: subjectOf(result.source?.title || url) };
        },
        { success: t('Link content analyzed successfully!'), fallback: t('Link analysis failed') },
      ),

    analyzeTopic: (text: string) =>
      run(
        async () => {
          setStage({ text: t('Analyzing the text...') });
          return { result: await analyzeText(text), subject: subjectOf(text) };
        },
        { success: t('Topic analyzed successfully!'), fallback: t('Topic analysis failed') },
      ),
  };
}
