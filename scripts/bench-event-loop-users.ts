// The world outside the server, for the event-loop bench (bench-event-loop.ts), on a thread of its
// own at the background priority: the users' browsers sending jobs, the web pages their links name,
// and an AI provider that transcribes. None of it is the server's work, and on a real deployment
// none of it would share the server's cores, so it stays off the thread whose delay is measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { startFakeOpenAI } from '../src/server/engine/llm/fake-openai';
import { lowerThisThreadPriority } from '../src/server/threads/background-priority';
import { largeArticleHtml } from '../src/server/ingest/link/test-pages';
import { startServer } from '../src/server/ingest/link/test-server';

/** What the main thread asks. */
export type UsersCommand =
  | { kind: 'apps'; offline: string; withProvider: string; origin: string }
  | { kind: 'sign-up'; app: 'offline' | 'withProvider' }
  | { kind: 'load'; labels: string[]; ms: number; usersPerWorkload: number }
  | { kind: 'first-use' }
  | { kind: 'close' };

/** What this thread answers, in order. */
export type UsersReply =
  | { kind: 'ready'; providerBaseUrl: string }
  | { kind: 'cookie'; cookie: string }
  | { kind: 'done'; jobs: number; failed: number; errors: string[] };

/** The free plan's generations a day: a user who has spent them is replaced by a new one. */
const GENERATIONS_PER_USER = 15;
const MB = 1024 * 1024;

const root = path.join(import.meta.dirname, '..');
const fixture = (...parts: string[]) => readFileSync(path.join(root, 'src/server', ...parts));
const image = fixture('ingest/ocr/fixtures/testocr.png');
const pdf = fixture('ingest/documents/fixtures/TAMReview.pdf');
const READ_ALOUD = fixture('engine/offline/fixtures/photosynthesis.txt').toString('utf8').slice(0, 600);

/** The workloads' labels, as the bench prints them. */
export const WORKLOAD_LABELS = [
  'OCR (testocr.png, 640×480)',
  'speech (read aloud, then transcribed)',
  `PDF analysed (TAMReview.pdf, ${(pdf.length / 1024).toFixed(0)} KB, 23 pages)`,
  'links analysed (3 KB and 2 MB pages)',
] as const;

async function main() {
  const port = parentPort!;
  lowerThisThreadPriority();
  const articlePage = fixture('ingest/link/fixtures/article.html');
  const longPage = Buffer.from(largeArticleHtml(2 * MB));
  const pages = await startServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/long' ? longPage : articlePage);
  });
  const provider = await startFakeOpenAI();
  provider.reply(...Array.from({ length: 10000 }, () => ({ content: READ_ALOUD })));

  let apps = { offline: '', withProvider: '', origin: '' };
  let signUps = 0;
  async function signUp(base: string): Promise<string> {
    signUps += 1;
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: apps.origin },
      body: JSON.stringify({ email: `loop-${Date.now()}-${signUps}@bench.example`, password: 'bench password 1', name: 'Bench User' }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  async function send(base: string, cookie: string, route: string, body: FormData | object): Promise<Response> {
    const form = body instanceof FormData;
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { cookie, origin: apps.origin, ...(!form && { 'content-type': 'application/json' }) },
      body: form ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return response;
  }

  function fileForm(name: string, type: string, data: Buffer): FormData {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return form;
  }

  interface Workload {
    base: () => string;
    /** Generations one job spends against the daily limit. */
    generations: number;
    job(cookie: string, round: number): Promise<unknown>;
  }

  const workloads: Workload[] = [
    {
      base: () => apps.offline,
      generations: 1,
      job: (cookie) => send(apps.offline, cookie, '/api/ocrExtract', fileForm('testocr.png', 'image/png', image)),
    },
    {
      base: () => apps.withProvider,
      // Reading aloud and transcribing are a generation each.
      generations: 2,
      async job(cookie) {
        const spoken = await fetch(`${apps.withProvider}/api/textToSpeech`, {
          method: 'POST',
          headers: { cookie, origin: apps.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ text: READ_ALOUD }),
        });
        if (!spoken.ok) throw new Error(`/api/textToSpeech: ${spoken.status} ${await spoken.text()}`);
        const { audioUrl } = (await spoken.json()) as { audioUrl: string };
        const wav = Buffer.from(await (await fetch(`${apps.withProvider}${audioUrl}`, { headers: { cookie } })).arrayBuffer());
        return send(apps.withProvider, cookie, '/api/speechToText', fileForm('recording.wav', 'audio/wav', wav));
      },
    },
    {
      base: () => apps.offline,
      generations: 1,
      job: (cookie) => send(apps.offline, cookie, '/api/analyzeFile', fileForm('TAMReview.pdf', 'application/pdf', pdf)),
    },
    {
      base: () => apps.offline,
      generations: 1,
      job: (cookie, round) => send(apps.offline, cookie, '/api/fetchLink', { url: `${pages.origin}/${round % 2 ? 'long' : 'article'}` }),
    },
  ];

  const counts = { jobs: 0, failed: 0, errors: new Set<string>() };
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => (counts.jobs += 1),
      (error: unknown) => {
        counts.failed += 1;
        counts.errors.add(String(error).slice(0, 160));
      },
    );

  /** One user sending `workload`'s jobs back to back until `until`; a new user takes over past the daily allowance. */
  async function user(workload: Workload, until: number) {
    const jobsPerUser = Math.floor(GENERATIONS_PER_USER / workload.generations);
    let cookie = await signUp(workload.base());
    for (let round = 0; performance.now() < until; round += 1) {
      if (round > 0 && round % jobsPerUser === 0) cookie = await signUp(workload.base());
      await outcome(workload.job(cookie, round));
    }
  }

  async function handle(command: UsersCommand): Promise<UsersReply | undefined> {
    if (command.kind === 'apps') {
      apps = command;
      return { kind: 'done', jobs: 0, failed: 0, errors: [] };
    }
    if (command.kind === 'sign-up') return { kind: 'cookie', cookie: await signUp(apps[command.app]) };
    if (command.kind === 'close') {
      await Promise.all([pages.close(), provider.close()]);
      port.close();
      return undefined;
    }
    counts.jobs = counts.failed = 0;
    counts.errors.clear();
    if (command.kind === 'first-use') {
      // Threads start and models load on first use: one job of each, one after another.
      const cookies = await Promise.all(workloads.map((workload) => signUp(workload.base())));
      for (const [index, workload] of workloads.entries()) await outcome(workload.job(cookies[index]!, 0));
    }
    if (command.kind === 'load') {
      const until = performance.now() + command.ms;
      const chosen = workloads.filter((_, index) => command.labels.includes(WORKLOAD_LABELS[index]!));
      await Promise.all(chosen.flatMap((workload) => Array.from({ length: command.usersPerWorkload }, () => user(workload, until))));
    }
    return { kind: 'done', jobs: counts.jobs, failed: counts.failed, errors: [...counts.errors] };
  }

  port.on('message', (command: UsersCommand) => {
    void handle(command).then((reply) => reply && port.postMessage(reply));
  });
  port.postMessage({ kind: 'ready', providerBaseUrl: provider.baseUrl } satisfies UsersReply);
}

if (parentPort) await main();
