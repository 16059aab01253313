// Event-loop bench: how long the main thread stalls while other users' heavy jobs run. The app
// listens on 127.0.0.1 (PGlite, or PostgreSQL with BENCH_DATABASE_URL); users keep reading images
// (OCR), having text read aloud and transcribed back, analysing an uploaded PDF and analysing
// pasted links (a page served by a local server), one workload at a time and then all at once.
// Meanwhile the event loop's delay is sampled every 10 ms (monitorEventLoopDelay), and another user
// asks for GET /api/auth/user every 20 ms. Goal (issue 16): p99 delay ≤ 20 ms.
// Transcription needs a provider with an audio API: a second app in this process speaks to a fake
// one on 127.0.0.1 (the first app is offline, as by default), so both share the measured loop. The
// users, their web pages and the fake provider run on a thread of their own (bench-event-loop-users.ts).
import os from 'node:os';
import path from 'node:path';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startThreadPoolAtNormalPriority } from '../src/server/threads/background-priority';
import { percentile, startBenchApp } from './bench-app';
import { type UsersCommand, type UsersReply, WORKLOAD_LABELS } from './bench-event-loop-users';

const GOAL_MS = 20;
const WORKLOAD_MS = Number(process.env.BENCH_LOOP_SECONDS ?? 8) * 1000;
const USERS_PER_WORKLOAD = 2;
const PROBE_EVERY_MS = 20;
const RESOLUTION_MS = 10;
const ORIGIN = 'http://localhost:3113';

/** The users' thread, loaded through tsx like the rest of the bench; `ask` sends a command and waits for its answer. */
async function startUsers() {
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/esm')), 'api', 'index.mjs')).href;
  const entry = new URL('./bench-event-loop-users.ts', import.meta.url).href;
  const source = `const { register } = await import(${JSON.stringify(tsxApi)});\nregister();\nawait import(${JSON.stringify(entry)});`;
  startThreadPoolAtNormalPriority();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
  const replies: ((reply: UsersReply) => void)[] = [];
  const next = () => new Promise<UsersReply>((resolve) => replies.push(resolve));
  const ready = next();
  worker.on('message', (reply: UsersReply) => replies.shift()?.(reply));
  worker.once('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  const { providerBaseUrl } = (await ready) as Extract<UsersReply, { kind: 'ready' }>;
  return {
    providerBaseUrl,
    ask<R extends UsersReply>(command: UsersCommand): Promise<R> {
      const reply = next();
      worker.postMessage(command);
      return reply as Promise<R>;
    },
    close: async () => {
      worker.postMessage({ kind: 'close' } satisfies UsersCommand);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

const users = await startUsers();
const offline = await startBenchApp('event-loop', ORIGIN, { LINK_FETCH_ALLOW_HOSTS: '127.0.0.1' });
const withProvider = await startBenchApp('event-loop-speech', ORIGIN, {
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: users.providerBaseUrl,
  AI_MODEL: 'bench-model',
  AI_API_KEY: 'bench-key',
  // Read aloud by the built-in voice; only transcription goes to the provider.
  AI_SPEECH_MODEL: 'offline',
});
await users.ask({ kind: 'apps', offline: offline.base, withProvider: withProvider.base, origin: ORIGIN });

type Done = Extract<UsersReply, { kind: 'done' }>;

interface Measured {
  delay: IntervalHistogram;
  probes: number[];
  jobs: number;
  failed: number;
  errors: string[];
  /** CPU time of the main thread while the load ran: unlike the delay, it does not grow when other processes take the cores. */
  mainCpuMs?: number;
}

/** Runs `load` (the users' answer when it is done) while sampling the loop's delay and a light request's latency. */
async function measure(load: () => Promise<Done>): Promise<Measured> {
  const { cookie: probeCookie } = await users.ask<Extract<UsersReply, { kind: 'cookie' }>>({ kind: 'sign-up', app: 'offline' });
  const probes: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${offline.base}/api/auth/user`, { headers: { cookie: probeCookie } });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      probes.push(ms);
      await sleep(Math.max(0, PROBE_EVERY_MS - ms));
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  // Node 22.19 and later.
  const cpuBefore = process.threadCpuUsage?.();
  const { jobs, failed, errors } = await load();
  const cpuAfter = process.threadCpuUsage?.(cpuBefore);
  // The histogram records a stall when its timer next runs.
  await sleep(30);
  delay.disable();
  running = false;
  await probing;
  return { delay, probes, jobs, failed, errors, mainCpuMs: cpuAfter && (cpuAfter.user + cpuAfter.system) / 1000 };
}

const loadFor = (labels: readonly string[]) => () =>
  users.ask<Done>({ kind: 'load', labels: [...labels], ms: WORKLOAD_MS, usersPerWorkload: USERS_PER_WORKLOAD });

/**
 * The histogram records the time between its timer's runs, which includes the interval itself
 * (idle, its median is 10.x ms): the delay is what lies beyond it.
 */
const delayMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
const ms = (nanoseconds: number) => delayMs(nanoseconds).toFixed(1).padStart(6);

/** Main-thread CPU per light request when nothing else runs, taken off each workload's figure for its own light requests. */
let cpuPerProbeMs = 0;

function row(label: string, { delay, probes, jobs, failed, errors, mainCpuMs }: Measured, judged = true): boolean {
  const ok = delayMs(delay.percentile(99)) <= GOAL_MS;
  const loop = `loop delay p50 ${ms(delay.percentile(50))} p99 ${ms(delay.percentile(99))} max ${ms(delay.max)} ms`;
  const maxProbe = Math.max(...probes).toFixed(0);
  const light = `auth/user p50 ${percentile(probes, 50).toFixed(1).padStart(5)} p99 ${percentile(probes, 99).toFixed(1).padStart(6)} max ${maxProbe.padStart(5)} ms`;
  const jobCpuMs = mainCpuMs === undefined ? undefined : Math.max(0, mainCpuMs - cpuPerProbeMs * probes.length);
  const cpu = jobCpuMs === undefined || jobs === 0 ? '' : `   main thread ${(jobCpuMs / jobs).toFixed(0).padStart(4)} ms CPU per job`;
  const verdict = judged ? (ok ? 'OK' : 'BELOW GOAL') : '(not judged)';
  const done = `${String(jobs).padStart(3)} jobs${failed ? ` (${failed} failed)` : ''}`;
  console.log(`${label.padEnd(46)} ${done}   ${loop}   ${light}${cpu}   ${verdict}`);
  for (const error of errors) console.log(`    failure: ${error}`);
  return ok || !judged;
}

try {
  const kind = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `Event-loop bench: ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)}), database ${kind}, ${USERS_PER_WORKLOAD} users per workload for ${WORKLOAD_MS / 1000} s; ` +
      `goal p99 ≤ ${GOAL_MS} ms\n`,
  );
  const idle = await measure(() => sleep(2000).then(() => ({ kind: 'done', jobs: 0, failed: 0, errors: [] })));
  row('idle (light requests only)', idle, false);
  if (idle.mainCpuMs !== undefined) cpuPerProbeMs = idle.mainCpuMs / idle.probes.length;
  // Threads start and models load on first use, once per process: shown apart from the steady state.
  const firstUse = await measure(() => users.ask<Done>({ kind: 'first-use' }));
  row('first use of each (threads start, models load)', firstUse, false);
  // BENCH_LOOP_ONLY=speech (a word of a label) measures that workload alone, e.g. to profile it.
  const only = process.env.BENCH_LOOP_ONLY?.toLowerCase();
  const chosen = only ? WORKLOAD_LABELS.filter((label) => label.toLowerCase().includes(only)) : WORKLOAD_LABELS;
  let allOk = true;
  for (const label of chosen) allOk = row(label, await measure(loadFor([label]))) && allOk;
  if (!only) allOk = row('all four at once', await measure(loadFor(WORKLOAD_LABELS))) && allOk;
  console.log(
    `\nEvent loop while ${only ? chosen.join(', ') : 'OCR, speech, PDF extraction and link reading'} run: ${allOk ? 'OK' : 'BELOW GOAL'} (goal p99 ≤ ${GOAL_MS} ms)`,
  );
} finally {
  await offline.app.close();
  await withProvider.app.close();
  await Promise.all([offline.database.close(), withProvider.database.close(), users.close()]);
}
