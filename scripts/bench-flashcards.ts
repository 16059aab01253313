// Flashcards bench: GET /api/reviews/due over one user's 10,000 cards, and a grade's round trip
// (POST /api/reviews), over HTTP on 127.0.0.1 against PGlite (or PostgreSQL with BENCH_DATABASE_URL).
// Bars: due ≤ 20 ms p50, a grade ≤ 30 ms p50.
import os from 'node:os';
import { v7 as uuidv7 } from 'uuid';
import { STORAGE_QUOTAS } from '../src/shared/storage-quotas';
import { card, deck } from '../src/server/db/schema';
import { newSchedule } from '../src/server/features/flashcards/scheduler';
import { percentile, startBenchApp } from './bench-app';

/** A Free user's most cards, in one deck as the bench has always measured them. */
const CARDS_PER_USER_MAX = STORAGE_QUOTAS.Free.cards.count;

const ORIGIN = 'http://localhost:3000';
const RUNS = 100;
const DAY = 24 * 60 * 60 * 1000;

const { database, app, base } = await startBenchApp('flashcards', ORIGIN);

try {
  const email = `bench-${Date.now().toString(36)}@bench.example`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Bench Student' }),
  });
  const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const me = (await signUp.json()) as { user: { id: string } };
  const userId = me.user.id;

  // A full account: 10,000 cards, half new (due now), half reviewed and due over the next 60 days.
  const deckId = uuidv7();
  await database.db.insert(deck).values({ id: deckId, userId, name: 'Bench' });
  const now = Date.now();
  const rows = Array.from({ length: CARDS_PER_USER_MAX }, (_, i) => {
    const schedule = newSchedule(new Date(now - DAY));
    const reviewed = i % 2 === 1;
    return {
      id: uuidv7(),
      userId,
      deckId,
      front: `Question ${i + 1}: what is ${i} × 2?`,
      back: String(i * 2),
      source: { kind: 'manual' as const },
      ...schedule,
      ...(reviewed
        ? { state: 2, reps: 3, stability: 10, difficulty: 5, due: new Date(now + (i % 60) * DAY), lastReview: new Date(now - DAY) }
        : {}),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(card).values(rows.slice(i, i + 500));

  const headers = { cookie, origin: ORIGIN };
  const dueTimes: number[] = [];
  let dueCount = 0;
  let queue: string[] = [];
  for (let i = 0; i < RUNS + 5; i += 1) {
    const start = performance.now();
    const response = await fetch(`${base}/api/reviews/due?tz=Asia%2FKolkata`, { headers });
    const body = (await response.json()) as { cards: { id: string }[]; count: number };
    if (i >= 5) dueTimes.push(performance.now() - start);
    dueCount = body.count;
    queue = body.cards.map((c) => c.id);
  }
  // A shared machine's other work shows in wall times: the load average is printed beside them.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Flashcards bench: ${os.cpus().length} cores, load average ${load}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`,
  );
  console.log(
    `GET /api/reviews/due, ${CARDS_PER_USER_MAX} cards (${dueCount} due, ${queue.length} sent): p50 ${percentile(dueTimes, 50).toFixed(1)} ms, p95 ${percentile(dueTimes, 95).toFixed(1)} ms (bar 20 ms p50)`,
  );

  const gradeTimes: number[] = [];
  for (let i = 0; i < Math.min(RUNS, queue.length); i += 1) {
    const start = performance.now();
    const response = await fetch(`${base}/api/reviews`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ cardId: queue[i], grade: (i % 4) + 1, reviewedAt: new Date().toISOString() }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`grade answered ${response.status}`);
    gradeTimes.push(performance.now() - start);
  }
  console.log(
    `POST /api/reviews (grade round trip): p50 ${percentile(gradeTimes, 50).toFixed(1)} ms, p95 ${percentile(gradeTimes, 95).toFixed(1)} ms (bar 30 ms p50)`,
  );
} finally {
  await app.close();
  await database.close();
}
