import { ERROR_CODES } from '../../shared/api';
import { SPEECH_JOBS_PER_USER, SPEECH_MESSAGES } from '../../shared/speech';
import { HttpError, tooManyRequests, unavailable } from '../http-error';
import { fairQueue } from '../threads/fair-queue';
import { singleWorker } from '../threads/single-worker';
import { type EspeakThread, type SpeakJob, startEspeakThread, type ThreadReply } from './espeak-thread';

export interface OfflineVoiceOptions {
  /** Whose text it is: each user's texts are read one at a time, users taking turns. */
  userId: string;
  /** An espeak-ng voice name such as en-us or en-gb. */
  voice?: string;
  wordsPerMinute?: number;
}

export const DEFAULT_OFFLINE_VOICE = 'en-us';
/** A little under espeak's 175: the calmer pace of a tutor explaining something new. */
export const DEFAULT_WORDS_PER_MINUTE = 160;

/** Far past what the longest text takes to read aloud: the thread is then taken to be stuck and replaced. */
const JOB_TIMEOUT_MS = 60_000;
/** Texts held by the one thread, running and waiting, over all users; later ones are turned away. */
const MAX_QUEUED = 30;
/** Of those, places only for a user's first text: later ones wait only while fewer than 15 are held. */
const RESERVED_FOR_NEWCOMERS = 15;
const VOICE_NAME = /^[a-z]{2,3}(-[a-z0-9]+)*$/i;

let nextId = 1;
let current: { id: number; handle: EspeakThread; settle: (reply: ThreadReply | Error) => void } | undefined;

const queue = fairQueue({
  maxJobs: MAX_QUEUED,
  reservedForNewcomers: RESERVED_FOR_NEWCOMERS,
  maxJobsPerOwner: SPEECH_JOBS_PER_USER,
  busy: () => unavailable(SPEECH_MESSAGES.busy),
  ownerBusy: () => tooManyRequests(SPEECH_MESSAGES.userBusy, ERROR_CODES.jobsInProgress),
});
// Synthesis is CPU work that would stall every request on the main thread: one thread does it.
const espeak = singleWorker(
  () =>
    startEspeakThread((reply) => {
      if ('id' in reply && current?.id === reply.id) current.settle(reply);
    }),
  {
    onStarted: (handle) => handle.worker.unref(),
    onEnded: (handle) => {
      if (current?.handle === handle) current.settle(new Error('the espeak-ng thread ended'));
    },
  },
);

/**
 * A WAV file (22,050 Hz, 16-bit mono) of `text` read by espeak-ng, fully offline; one text at a
 * time, users taking turns. 429 when the user already has their share queued, 503 when the queue is full.
 */
export async function speakOffline(text: string, options: OfflineVoiceOptions): Promise<Buffer> {
  const voice = options.voice ?? DEFAULT_OFFLINE_VOICE;
  const wordsPerMinute = Math.round(options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE);
  if (!VOICE_NAME.test(voice) || wordsPerMinute < 80 || wordsPerMinute > 450)
    throw new Error(`Invalid espeak-ng voice settings: ${voice}, ${wordsPerMinute}`);
  return queue.run(options.userId, () => speakNow(text, voice, wordsPerMinute));
}

/** Ends the thread (graceful shutdown, tests, benches); the next text starts a new one. */
export function shutdownOfflineSpeech(): Promise<void> {
  return espeak.shutdown();
}

function synthesisFailure(detail: string, status = 500): HttpError {
  const error = new HttpError(status, SPEECH_MESSAGES.synthesisFailed);
  error.cause = detail;
  return error;
}

async function speakNow(text: string, voice: string, wordsPerMinute: number): Promise<Buffer> {
  const handle = await espeak.get().catch((error: unknown) => {
    throw synthesisFailure(String(error));
  });
  const id = nextId++;
  // Held only while a text is being read: an idle thread must not keep the process alive.
  handle.worker.ref();
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(synthesisFailure('espeak-ng took too long', 503));
        void espeak.stop(handle);
      }, JOB_TIMEOUT_MS);
      current = {
        id,
        handle,
        settle: (reply) => {
          clearTimeout(timer);
          if (reply instanceof Error) reject(synthesisFailure(reply.message));
          else if ('error' in reply) reject(synthesisFailure(reply.error));
          else if ('wav' in reply) resolve(Buffer.from(reply.wav.buffer, reply.wav.byteOffset, reply.wav.byteLength));
        },
      };
      // A thread stopped before this job reached it (shutdown, timeout) would never answer.
      if (handle.worker.threadId === -1) current.settle(new Error('the espeak-ng thread ended'));
      else handle.worker.postMessage({ id, text, voice, wordsPerMinute } satisfies SpeakJob);
    });
  } finally {
    current = undefined;
    handle.worker.unref();
  }
}
