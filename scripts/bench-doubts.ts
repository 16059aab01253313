// Doubt bench: retrieval over one user's notes (PostgreSQL full-text search, in PGlite here or in
// PostgreSQL with BENCH_DATABASE_URL) plus the offline doubt solver. Bar: a doubt with retrieval ≤ 100 ms.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { openBenchDatabase } from './bench-database';
import { note, user } from '../src/server/db/schema';
import { offlineEngine } from '../src/server/engine/offline/offline-engine';
import { createRetriever } from '../src/server/engine/retrieval/retriever';

const NOTES = 1_000;
const RUNS = 50;

const fixtures = path.join(import.meta.dirname, '../src/server/engine/offline/fixtures');
const paragraphs = ['photosynthesis', 'french-revolution', 'computer-networks']
  .flatMap((name) => readFileSync(path.join(fixtures, `${name}.txt`), 'utf8').split(/\n\s*\n/))
  .map((text) => text.trim())
  .filter((text) => text.length > 80);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

const handle = await openBenchDatabase();
const userId = uuidv7();
await handle.db.insert(user).values({ id: userId, name: 'Bench User', email: `bench-${userId}@example.com` });
const rows = Array.from({ length: NOTES }, (_, i) => {
  const text = [0, 1, 2].map((k) => paragraphs[(i * 3 + k) % paragraphs.length]).join('\n\n');
  return { id: uuidv7(), userId, title: `Note ${i + 1}`, subject: 'General', content: `<p>${text}</p>`, contentText: text };
});
for (let i = 0; i < rows.length; i += 200) await handle.db.insert(note).values(rows.slice(i, i + 200));

const retriever = createRetriever(handle.db);
const question = 'Why does chlorophyll absorb red and blue light?';
const firstStart = performance.now();
await offlineEngine.solveDoubt({ question: '2x + 3 = 11', difficulty: 'medium' });
console.log(`first doubt (loads the math libraries): ${(performance.now() - firstStart).toFixed(0)} ms`);

const retrieval = await timed(() => retriever.passagesFor(userId, question));
console.log(
  `retrieval over ${NOTES} notes (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): median ${median(retrieval).toFixed(1)} ms, max ${Math.max(...retrieval).toFixed(1)} ms`,
);
const general = await timed(async () => {
  const context = await retriever.passagesFor(userId, question);
  await offlineEngine.solveDoubt({ question, difficulty: 'medium', context });
});
console.log(`doubt with retrieval (notes question): median ${median(general).toFixed(1)} ms (bar 100 ms)`);
const math = await timed(async () => {
  const context = await retriever.passagesFor(userId, 'Solve 3x - 7 = 2x + 5');
  await offlineEngine.solveDoubt({ question: 'Solve 3x - 7 = 2x + 5', difficulty: 'medium', context });
});
console.log(`doubt with retrieval (equation): median ${median(math).toFixed(1)} ms (bar 100 ms)`);
await handle.close();
