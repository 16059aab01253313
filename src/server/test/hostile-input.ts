// Hostile text for every route that takes free text, and a probe that times the health check
// while such a request is in flight. Shared by the pathological-input test and its bench.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMAIL_MAX_LENGTH } from '../../shared/account';
import { ANALYZE_REQUEST_MAX_CHARS } from '../../shared/want-to-learn';
import { TUTOR_MESSAGE_MAX_CHARS, CONVERSATION_TITLE_MAX_CHARS } from '../../shared/tutor';
import { DOUBT_MAX_CHARS } from '../../shared/doubt';
import { CARD_SIDE_MAX_CHARS, DECK_NAME_MAX_CHARS, IMPORT_MAX_CHARS, SUGGEST_TEXT_MAX_CHARS } from '../../shared/flashcards';
import { NOTE_LIMITS, NOTE_PAGING } from '../../shared/note';
import { PLANNER_LIMITS } from '../../shared/planner';
import { QUIZ_TEXT_MAX_CHARS } from '../../shared/quiz';
import { TTS_MAX_CHARS } from '../../shared/speech';
import { PATH_TOPIC_MAX_CHARS } from '../../shared/study-path';
import { STUDY_PLAN_LIMITS } from '../../shared/study-plan';
import { SUMMARIZE_MAX_CHARS, SUMMARY_MAX_CHARS } from '../../shared/summary';

/**
 * Runs that make a backtracking pattern go quadratic: an opening with no close (`<` before `>`,
 * `\[` before `\]`, `\(` before `\)`), a delimiter run (`*`, `$`), or a whitespace run before a
 * character that rejects the match.
 */
export const HOSTILE_RUNS = [
  { name: '<', unit: '<' },
  { name: '\\[', unit: '\\[' },
  { name: '\\(', unit: '\\(' },
  { name: '*', unit: '*' },
  { name: '$', unit: '$' },
  { name: 'spaces', unit: ' ' },
] as const;
export type HostileRun = (typeof HOSTILE_RUNS)[number];

/** `length` characters: a letter, the run, a letter (so that trimming keeps it and the run ends in a rejecting character). */
export function hostileText(run: HostileRun, length: number): string {
  const inner = run.unit.repeat(Math.ceil(Math.max(0, length - 2) / run.unit.length)).slice(0, Math.max(0, length - 2));
  return `a${inner}b`;
}

/** Records a route's request needs (a note to update, a conversation to write in). */
export interface HostileFixtures {
  noteId: string;
  conversationId: string;
}

export interface HostileRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: (fixtures: HostileFixtures, text: string) => string;
  /** The route's longest accepted text: the run is sent at that length. */
  maxChars: number;
  body?: (text: string) => unknown;
  /**
   * A longer hold the route is known to take, and why; 100 ms otherwise. Only speech has one: its
   * text is read in a millisecond, but PGlite stores the spoken clip (megabytes for 5,000
   * characters) on the main thread (decisions 036 and 039).
   */
  heldAtMostMs?: number;
}

const TODAY = new Date().toISOString().slice(0, 10);
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const fixed = (path: string) => () => path;

/** Every JSON route that takes free text (the test checks this list against the app's own routes). */
export const HOSTILE_ROUTES: HostileRoute[] = [
  {
    name: 'cards import',
    method: 'POST',
    path: fixed('/api/cards/import'),
    maxChars: IMPORT_MAX_CHARS - 20,
    body: (text) => ({ content: `#html:true\n${text}\tb` }),
  },
  {
    name: 'cards create',
    method: 'POST',
    path: fixed('/api/cards'),
    maxChars: CARD_SIDE_MAX_CHARS,
    body: (text) => ({ cards: [{ front: text, back: text }] }),
  },
  { name: 'deck create', method: 'POST', path: fixed('/api/decks'), maxChars: DECK_NAME_MAX_CHARS, body: (text) => ({ name: text }) },
  {
    name: 'cards suggest',
    method: 'POST',
    path: fixed('/api/cards/suggest'),
    maxChars: SUGGEST_TEXT_MAX_CHARS,
    body: (text) => ({ text }),
  },
  {
    name: 'notes create',
    method: 'POST',
    path: fixed('/api/notes'),
    maxChars: NOTE_LIMITS.contentMaxBytes,
    body: (text) => ({ title: text.slice(0, NOTE_LIMITS.titleMaxChars), content: text, subject: 'General', tags: [] }),
  },
  {
    name: 'notes update',
    method: 'PUT',
    path: ({ noteId }) => `/api/notes/${noteId}`,
    maxChars: NOTE_LIMITS.contentMaxBytes,
    body: (text) => ({ content: text }),
  },
  {
    name: 'notes search',
    method: 'GET',
    path: (_, text) => `/api/notes/search?q=${encodeURIComponent(text)}`,
    maxChars: NOTE_PAGING.searchMaxChars,
  },
  {
    name: 'conversation create',
    method: 'POST',
    path: fixed('/api/conversations'),
    maxChars: CONVERSATION_TITLE_MAX_CHARS,
    body: (text) => ({ title: text }),
  },
  {
    name: 'chat message',
    method: 'POST',
    path: ({ conversationId }) => `/api/conversations/${conversationId}/messages`,
    maxChars: TUTOR_MESSAGE_MAX_CHARS,
    body: (text) => ({ content: text }),
  },
  { name: 'doubt', method: 'POST', path: fixed('/api/doubt-solver'), maxChars: DOUBT_MAX_CHARS, body: (text) => ({ question: text }) },
  { name: 'summarize', method: 'POST', path: fixed('/api/summarize'), maxChars: SUMMARIZE_MAX_CHARS, body: (text) => ({ content: text }) },
  {
    name: 'summarize simplify',
    method: 'POST',
    path: fixed('/api/summarize'),
    maxChars: SUMMARIZE_MAX_CHARS,
    body: (text) => ({ content: text, mode: 'simplify' }),
  },
  {
    name: 'summary save',
    method: 'POST',
    path: fixed('/api/summaries/save'),
    maxChars: SUMMARY_MAX_CHARS,
    body: (text) => ({ content: text.slice(0, SUMMARIZE_MAX_CHARS), summary: text }),
  },
  {
    name: 'quiz generate',
    method: 'POST',
    path: fixed('/api/quizzes/generate'),
    maxChars: QUIZ_TEXT_MAX_CHARS,
    body: (text) => ({ text, numQuestions: 5 }),
  },
  {
    name: 'study plan generate',
    method: 'POST',
    path: fixed('/api/study-plans/generate'),
    maxChars: STUDY_PLAN_LIMITS.goalsMaxChars,
    body: (text) => ({
      subjects: text.slice(0, STUDY_PLAN_LIMITS.subjectsMaxChars),
      goals: text,
      gradeLevel: text.slice(0, STUDY_PLAN_LIMITS.gradeLevelMaxChars),
      duration: text.slice(0, STUDY_PLAN_LIMITS.durationMaxChars),
    }),
  },
  {
    name: 'study path',
    method: 'POST',
    path: fixed('/api/study-paths'),
    maxChars: PATH_TOPIC_MAX_CHARS,
    body: (text) => ({ topic: text }),
  },
  {
    name: 'planner',
    method: 'POST',
    path: fixed('/api/planner'),
    maxChars: PLANNER_LIMITS.materialMaxChars,
    body: (text) => ({
      subject: text.slice(0, PLANNER_LIMITS.subjectMaxChars),
      goal: text.slice(0, PLANNER_LIMITS.goalMaxChars),
      examDate: IN_A_MONTH,
      pdfContent: text,
      today: TODAY,
    }),
  },
  {
    name: 'want-to-learn text',
    method: 'POST',
    path: fixed('/api/analyzeText'),
    maxChars: ANALYZE_REQUEST_MAX_CHARS,
    body: (text) => ({ text }),
  },
  {
    name: 'text to speech',
    method: 'POST',
    path: fixed('/api/textToSpeech'),
    maxChars: TTS_MAX_CHARS,
    body: (text) => ({ text }),
    heldAtMostMs: 1_000,
  },
  // The address goes through the e-mail pattern at its longest; the password is checked by hashing alone.
  {
    name: 'change e-mail',
    method: 'POST',
    path: fixed('/api/auth/change-email'),
    maxChars: EMAIL_MAX_LENGTH,
    body: (text) => ({ newEmail: text, currentPassword: text }),
  },
];

/** A signed-in user of the app at `base`, sending JSON from the app's own origin. */
export interface HostileClient {
  base: string;
  origin: string;
  cookie: string;
}

export async function send(client: HostileClient, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { origin: client.origin, cookie: client.cookie };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${client.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

/** The note and conversation the update and message routes write to. */
export async function makeFixtures(client: HostileClient): Promise<HostileFixtures> {
  const note = await send(client, 'POST', '/api/notes', { title: 'Cells', content: '<p>The cell is the unit of life.</p>' });
  const conversation = await send(client, 'POST', '/api/conversations', { title: 'Biology' });
  return { noteId: JSON.parse(note.text).id, conversationId: JSON.parse(conversation.text).id };
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET /api/health over a kept connection: its time in ms from sending to the last byte. */
function timedHealthCheck(base: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/api/health`, { agent: keepAlive }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - start));
      })
      .on('error', reject);
  });
}

export interface Probed<T> {
  result: T;
  /** How long the hostile request took, in ms. */
  elapsedMs: number;
  /** The slowest health check answered while it was in flight, in ms. */
  worstHealthMs: number;
  healthChecks: number;
  /**
   * CPU time this thread (the server's main thread, with the probe's own small share) spent while
   * the request was in flight. No stretch of blocking can be longer: under 100 ms, a slower health
   * check waited for a core the machine's other work held, not for this request.
   */
  mainThreadCpuMs: number;
}

/**
 * Runs `act` while health checks go one after another (10 ms apart) to the server at `base`: a
 * main thread stuck on the request makes the check sent meanwhile wait as long. The check in
 * flight when `act` ends is waited for and counted.
 */
export async function probeHealthDuring<T>(base: string, act: () => Promise<T>): Promise<Probed<T>> {
  await timedHealthCheck(base); // the kept connection is open before timing starts
  let done = false;
  const times: number[] = [];
  const checks = (async () => {
    while (!done) {
      times.push(await timedHealthCheck(base));
      if (!done) await sleep(10);
    }
  })();
  const start = performance.now();
  const cpuBefore = process.threadCpuUsage();
  let result: T;
  let elapsedMs: number;
  let cpu: NodeJS.CpuUsage;
  try {
    result = await act();
    elapsedMs = performance.now() - start;
    cpu = process.threadCpuUsage(cpuBefore);
  } finally {
    done = true;
    await checks;
  }
  const mainThreadCpuMs = (cpu.user + cpu.system) / 1000;
  return { result, elapsedMs, worstHealthMs: Math.max(0, ...times), healthChecks: times.length, mainThreadCpuMs };
}
