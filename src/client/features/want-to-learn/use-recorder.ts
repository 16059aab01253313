import { useCallback, useEffect, useRef, useState } from 'react';

/** A recording stops itself after ten minutes: a spoken question is far shorter, and the upload stays well under 25 MB. */
export const MAX_RECORDING_SECONDS = 600;

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<RecognitionResult> }) => void) | null;
  onerror: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's live speech recognition, where it has one (Chrome, Edge, Safari). */
function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
export const canHearLive = () => recognitionConstructor() !== undefined;

/** A file name whose extension matches what MediaRecorder wrote. */
export function recordingName(mimeType: string): string {
  if (mimeType.includes('ogg')) return 'recording.ogg';
  if (mimeType.includes('mp4') || mimeType.includes('aac')) return 'recording.m4a';
  if (mimeType.includes('wav')) return 'recording.wav';
  return 'recording.webm';
}

export interface Recorded {
  audio: Blob;
  filename: string;
  liveWords: string;
}

/**
 * Records from the microphone with MediaRecorder, counting the seconds; where the browser offers
 * speech recognition, the words are shown as they are spoken. `onDone` gets the recording on stop.
 */
export function useRecorder(onDone: (recorded: Recorded) => void) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [liveWords, setLiveWords] = useState('');
  const [problem, setProblem] = useState<'denied' | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  const wordsRef = useRef('');
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
    recognitionRef.current = null;
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem('denied');
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorderRef.current = null;
      setRecording(false);
      const type = recorder.mimeType || 'audio/webm';
      onDoneRef.current({ audio: new Blob(chunks, { type }), filename: recordingName(type), liveWords: wordsRef.current });
    };
    recorderRef.current = recorder;
    wordsRef.current = '';
    setLiveWords('');
    setSeconds(0);
    recorder.start(1000);
    setRecording(true);

    const Recognition = recognitionConstructor();
    if (Recognition) {
      const recognition = new Recognition();
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.lang = navigator.language || 'en-US';
      recognition.onresult = ({ results }) => {
        const words = Array.from(results, (result) => result[0].transcript).join(' ');
        wordsRef.current = words.replace(/\s+/g, ' ').trim();
        setLiveWords(wordsRef.current);
      };
      // No live words (offline, refused): the recording itself still counts.
      recognition.onerror = () => undefined;
      try {
        recognition.start();
        recognitionRef.current = recognition;
      } catch {
        // Already running or not allowed here: record without live words.
      }
    }
  }, []);

  useEffect(() => {
    if (!recording) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= MAX_RECORDING_SECONDS) stop();
    }, 250);
    return () => clearInterval(timer);
  }, [recording, stop]);

  // Leaving the page stops the microphone; nothing is sent.
  useEffect(
    () => () => {
      onDoneRef.current = () => undefined;
      stop();
    },
    [stop],
  );

  return { recording, seconds, liveWords, problem, start, stop };
}

/** 75 → "1:15". */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
