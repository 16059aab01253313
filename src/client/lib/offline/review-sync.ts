import { useEffect, useSyncExternalStore } from 'react';
import { OFFLINE_LIMITS } from '../../../shared/offline';
import { inTimeZone } from '../query-keys';
import { canKeep, outbox, queueReview, removeFromOutbox } from './offline-store';
import { flushOutbox, type QueuedReview } from './review-outbox';

/** What the banner says about grades given offline. */
export interface SyncStatus {
  waiting: number;
  /** 'synced': the last run emptied the outbox after it held grades. */
  state: 'idle' | 'syncing' | 'synced';
  /** Grades the server refused for good in the last run (card deleted, reviewed later elsewhere). */
  dropped: number;
}

let status: SyncStatus = { waiting: 0, state: 'idle', dropped: 0 };
const listeners = new Set<() => void>();

function setStatus(change: Partial<SyncStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => status,
  );
}

async function send(review: QueuedReview): Promise<number> {
  const response = await fetch(inTimeZone('/api/reviews'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cardId: review.cardId, grade: review.grade, reviewedAt: review.reviewedAt }),
    credentials: 'include',
  });
  return response.status;
}

let running: Promise<void> | null = null;
const afterSync = new Set<() => void>();

/** Called after a run sent grades (the flashcard counts on screen are fetched again). */
export function onReviewsSynced(listener: () => void): () => void {
  afterSync.add(listener);
  return () => afterSync.delete(listener);
}

/** Sends the waiting grades now (one run at a time); the status follows. */
export function syncReviews(): Promise<void> {
  running ??= (async () => {
    try {
      const waiting = (await outbox()).length;
      setStatus({ waiting });
      if (!waiting || !navigator.onLine) return;
      setStatus({ state: 'syncing' });
      const result = await flushOutbox({ list: outbox, remove: removeFromOutbox }, send);
      setStatus({ waiting: result.left, state: result.left ? 'idle' : 'synced', dropped: status.dropped + result.dropped });
      if (result.sent || result.dropped) for (const listener of afterSync) listener();
    } catch {
      setStatus({ state: 'idle' });
    } finally {
      running = null;
    }
  })();
  return running;
}

/** A grade given without the network: kept on the device and counted as waiting. */
export async function queueOfflineReview(review: Omit<QueuedReview, 'seq'>): Promise<void> {
  await queueReview(review);
  setStatus({ waiting: status.waiting + 1, state: 'idle', dropped: 0 });
}

/** While a user is signed in: sends waiting grades at start, when the network returns, and every minute. */
export function useReviewSync(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn || !canKeep()) return;
    void syncReviews();
    const sync = () => void syncReviews();
    window.addEventListener('online', sync);
    const timer = window.setInterval(sync, OFFLINE_LIMITS.syncEveryMs);
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
    };
  }, [signedIn]);
}
