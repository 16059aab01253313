// Queue bench: how long a normal user's file waits, and whether it is taken at all, while ten other
// users keep the parsing threads busy with slow PDFs (two each in flight, the next sent the moment
// one is answered). Run on the parsing pool itself, with the process's threads, twice: with the
// shares the pool had before decision 047 (20 places, none kept for a first file) and with today's.
// Once every heavy user has had a file read, the normal user sends a small text file every 3 s for
// 30 s; the figure is the time from sending it to its answer, and how many were refused (503).
// (A user who arrives with the heavy users, before any of them has been served, waits behind one
// file of each: round robin has no history to go by yet.)
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { sharedStreamPdf } from '../src/server/ingest/documents/test-pdfs';
import { createParsePool, DEFAULT_PARSE_POOL } from '../src/server/ingest/parsing/parse-pool';
import type { WorkerPoolOptions } from '../src/server/threads/worker-pool';
import { percentile } from './bench-app';

const HEAVY_USERS = 10;
const IN_FLIGHT_EACH = 2;
const MEASURE_MS = 30_000;
const NORMAL_EVERY_MS = 3_000;
/** A PDF of 40 pages sharing one content stream: a few seconds of pdf.js each. */
const slowPdf = await sharedStreamPdf(40);
const notes = {
  kind: 'text',
  data: Buffer.from('The cell is the unit of life. Cells divide to grow.'),
  filename: 'cells.txt',
  format: 'txt',
} as const;

async function run(label: string, shares: Partial<WorkerPoolOptions>) {
  const pool = createParsePool({ ...DEFAULT_PARSE_POOL, ...shares });
  await pool.run(notes); // the threads' start is not what is measured
  let end = Infinity;
  const heavy = { answered: 0, refused: 0 };
  const served = new Set<string>();
  const sender = async (owner: string) => {
    while (Date.now() < end) {
      await pool.run({ kind: 'pdf', data: slowPdf }, owner).then(
        () => {
          heavy.answered += 1;
          served.add(owner);
        },
        async (error: { status?: number }) => {
          if (error.status === 503 || error.status === 429) {
            heavy.refused += 1;
            await setTimeout(100); // a refused client tries again shortly
          } else heavy.answered += 1;
        },
      );
    }
  };
  const senders = Array.from({ length: HEAVY_USERS * IN_FLIGHT_EACH }, (_, i) => sender(`heavy${i % HEAVY_USERS}`));
  while (served.size < HEAVY_USERS) await setTimeout(100);
  end = Date.now() + MEASURE_MS;
  const waits: number[] = [];
  let refused = 0;
  while (Date.now() < end) {
    const started = performance.now();
    try {
      await pool.run(notes, 'normal');
      waits.push(performance.now() - started);
    } catch {
      refused += 1;
    }
    await setTimeout(Math.max(0, NORMAL_EVERY_MS - (performance.now() - started)));
  }
  await Promise.all(senders);
  await pool.shutdown();
  const wait = waits.length
    ? `waited median ${percentile(waits, 50).toFixed(0)} ms, max ${Math.max(...waits).toFixed(0)} ms (${waits.length} files)`
    : 'never taken';
  console.log(
    `${label.padEnd(44)} normal user: ${wait}, ${refused} refused (503)   heavy users: ${heavy.answered} read, ${heavy.refused} attempts refused`,
  );
}

console.log(
  `Queue wait of a normal user while ${HEAVY_USERS} others send slow PDFs (${DEFAULT_PARSE_POOL.threads} parsing threads, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
await run('before: 20 places, none kept for first files', { maxJobs: 20, reservedForNewcomers: 0 });
await run('now: 30 places, 15 kept for first files', {});
