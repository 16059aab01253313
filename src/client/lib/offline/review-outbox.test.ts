import { describe, expect, it } from 'vitest';
import { flushOutbox, type QueuedReview } from './review-outbox';

/** The outbox as IndexedDB keeps it: in the order the grades were given. */
function memoryOutbox(reviews: Omit<QueuedReview, 'seq'>[]) {
  let rows: QueuedReview[] = reviews.map((review, index) => ({ ...review, seq: index + 1 }));
  return {
    list: async () => [...rows],
    remove: async (seq: number) => {
      rows = rows.filter((row) => row.seq !== seq);
    },
    rows: () => rows,
  };
}

const grades = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ cardId: `card-${i + 1}`, grade: 3 as const, reviewedAt: `2026-03-10T20:0${i}:00.000Z` }));

describe('sending the grades given offline', () => {
  it('sends them in the order they were given and empties the outbox', async () => {
    const outbox = memoryOutbox(grades(5));
    const seen: string[] = [];
    const result = await flushOutbox(outbox, async (review) => {
      seen.push(review.reviewedAt);
      return 200;
    });
    expect(result).toEqual({ sent: 5, dropped: 0, left: 0 });
    expect(seen).toEqual(grades(5).map((g) => g.reviewedAt));
    expect(outbox.rows()).toEqual([]);
  });

  it('stops at a lost connection and keeps that grade and the later ones for the next try', async () => {
    const outbox = memoryOutbox(grades(4));
    let calls = 0;
    const result = await flushOutbox(outbox, async () => {
      calls++;
      if (calls === 3) throw new TypeError('Failed to fetch');
      return 200;
    });
    expect(result).toEqual({ sent: 2, dropped: 0, left: 2 });
    expect(outbox.rows().map((row) => row.cardId)).toEqual(['card-3', 'card-4']);
    // The next run sends the rest, in order; the server counts a repeat once.
    const again = await flushOutbox(outbox, async () => 200);
    expect(again).toEqual({ sent: 2, dropped: 0, left: 0 });
  });

  it('keeps grades the server could take later (signed out, busy, failing), drops those it never will', async () => {
    const statuses = [404, 409, 401];
    const outbox = memoryOutbox(grades(4));
    const result = await flushOutbox(outbox, async () => statuses.shift() ?? 200);
    expect(result).toEqual({ sent: 0, dropped: 2, left: 2 });
    expect(outbox.rows().map((row) => row.cardId)).toEqual(['card-3', 'card-4']);
    for (const status of [429, 500, 503]) {
      expect(await flushOutbox(outbox, async () => status)).toEqual({ sent: 0, dropped: 0, left: 2 });
    }
  });
});
