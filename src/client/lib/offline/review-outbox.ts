import type { Grade } from '../../../shared/flashcards';

/** A grade given offline, waiting to be sent: `reviewedAt` is the moment the key was pressed. */
export interface QueuedReview {
  seq: number;
  cardId: string;
  grade: Grade;
  reviewedAt: string;
}

/**
 * What an answer of POST /api/reviews means for a waiting grade. The API is idempotent on (card,
 * reviewedAt), so a grade that arrived before (the answer was lost) comes back 200 and counts as sent.
 * 400, 404 and 409 never change on a retry (the card was deleted, or has a later review from another
 * device): the grade is dropped. Anything else (signed out, rate limited, the server failing) is kept
 * for the next try.
 */
export function outcomeOf(status: number): 'sent' | 'dropped' | 'retry' {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 400 || status === 404 || status === 409 || status === 422) return 'dropped';
  return 'retry';
}

export interface OutboxStore {
  list: () => Promise<QueuedReview[]>;
  remove: (seq: number) => Promise<void>;
}

export interface FlushResult {
  sent: number;
  dropped: number;
  /** Still waiting: the send stopped at the first grade that may succeed later. */
  left: number;
}

/**
 * Sends the waiting grades oldest first, one at a time (a card's grades must reach the server in the
 * order they were given), each removed only once its answer says so. A failed request (no network)
 * or an answer worth retrying stops the run; the rest wait for the next one.
 */
export async function flushOutbox(store: OutboxStore, send: (review: QueuedReview) => Promise<number>): Promise<FlushResult> {
  const waiting = await store.list();
  let sent = 0;
  let dropped = 0;
  for (const [index, review] of waiting.entries()) {
    let outcome: ReturnType<typeof outcomeOf>;
    try {
      outcome = outcomeOf(await send(review));
    } catch {
      outcome = 'retry';
    }
    if (outcome === 'retry') return { sent, dropped, left: waiting.length - index };
    await store.remove(review.seq);
    if (outcome === 'sent') sent++;
    else dropped++;
  }
  return { sent, dropped, left: 0 };
}
