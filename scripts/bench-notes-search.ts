// Notes search bench: one student's 5,000 notes (the quota), searched through the notes service as
// GET /api/notes/search does: a case-insensitive substring through the trigram index (decision 064).
// In PGlite here, or in PostgreSQL with BENCH_DATABASE_URL. Prints p50 / p95 per kind of text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { openBenchDatabase } from './bench-database';
import { NOTE_PAGING, NOTE_QUOTA } from '../src/shared/note';
import { note, user } from '../src/server/db/schema';
import { notesService } from '../src/server/features/note/service';

const NOTES = NOTE_QUOTA.maxNotes;
const RUNS = 30;

const fixtures = path.join(import.meta.dirname, '../src/server/engine/offline/fixtures');
const paragraphs = ['photosynthesis', 'french-revolution', 'computer-networks']
  .flatMap((name) => readFileSync(path.join(fixtures, `${name}.txt`), 'utf8').split(/\n\s*\n/))
  .map((text) => text.trim())
  .filter((text) => text.length > 80);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const handle = await openBenchDatabase();
const where = handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const userId = uuidv7();
// Another student's notes share the index, as on a real instance.
const otherId = uuidv7();
await handle.db.insert(user).values([
  { id: userId, name: 'Bench User', email: `bench-${userId}@example.com` },
  { id: otherId, name: 'Other User', email: `bench-${otherId}@example.com` },
]);
const insertStart = performance.now();
for (const owner of [userId, otherId]) {
  const rows = Array.from({ length: NOTES }, (_, i) => {
    // Three paragraphs (about 2 KB), and now and then a rarer line.
    const text =
      [0, 1, 2].map((k) => paragraphs[(i * 3 + k) % paragraphs.length]).join('\n\n') +
      (i % 250 === 0 ? '\n\nSale: 50% off chlorophyll_b kits.' : '');
    const start = Date.now() - NOTES * 1_000;
    return {
      id: uuidv7(),
      userId: owner,
      title: `Note ${i + 1}`,
      subject: i % 2 === 0 ? 'Biology' : 'History',
      tags: i % 10 === 0 ? ['revision'] : [],
      content: `<p>${text}</p>`,
      contentText: text,
      createdAt: new Date(start + i * 1_000),
    };
  });
  for (let i = 0; i < rows.length; i += 250) await handle.db.insert(note).values(rows.slice(i, i + 250));
}
const averageKb = (paragraphs.reduce((sum, text) => sum + text.length, 0) / paragraphs.length / 1024) * 3;
console.log(
  `${2 * NOTES} notes of about ${averageKb.toFixed(1)} KB stored in ${((performance.now() - insertStart) / 1000).toFixed(1)} s (${where}, trigram index included)`,
);
if (handle.kind === 'postgres') await handle.pool.query('analyze note');
else await handle.client.exec('analyze note');

const notes = notesService(handle.db, handle.kind);
const searches: [string, string][] = [
  ['a rare word inside words', 'synth'],
  ['a rare line', 'chlorophyll_b'],
  ['literal % (no trigram)', '50%'],
  ['a common word', 'light'],
  ['two letters (no trigram)', 'ph'],
  ['a tag', 'revision'],
  ['a phrase', 'the French Revolution'],
];
console.log(
  `\nGET /api/notes/search over one student's ${NOTES} notes (${where}), ${RUNS} runs each; first page of ${NOTE_PAGING.pageSize}`,
);
for (const [label, q] of searches) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    total = (await notes.search(userId, { q, limit: NOTE_PAGING.pageSize })).total;
    times.push(performance.now() - start);
  }
  console.log(
    `  ${`${label} ('${q}')`.padEnd(48)} ${String(total).padStart(5)} matches   p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}
const first = await notes.search(userId, { q: 'light', limit: NOTE_PAGING.pageSize });
const next: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  await notes.search(userId, { q: 'light', limit: NOTE_PAGING.pageSize, cursor: first.nextCursor! });
  next.push(performance.now() - start);
}
console.log(
  `  ${"the next page ('light')".padEnd(48)}                 p50 ${percentile(next, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(next, 95).toFixed(1).padStart(6)} ms`,
);
await handle.close();
