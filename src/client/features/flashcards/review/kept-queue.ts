import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DUE_LIMIT_MAX, type DueCard, type DueResponse } from '../../../../shared/flashcards';
import { OFFLINE_LIMITS } from '../../../../shared/offline';
import { apiJson } from '../../../lib/api';
import { keepCardImages } from '../../../lib/offline/card-image-cache';
import { canKeep, keepQueue, keptQueue } from '../../../lib/offline/offline-store';
import { useOnline } from '../../../lib/offline/use-online';
import { inTimeZone } from '../../../lib/query-keys';

// The review queue kept on the device for reviewing offline (decision 076): the cards due within the
// next week as the API gives them, refreshed whenever the flashcards screens open online, with the
// pictures those cards show (decision 079).

const KEPT_QUEUE_URL = `${inTimeZone('/api/reviews/due')}&days=${OFFLINE_LIMITS.queueDays}&limit=${DUE_LIMIT_MAX}`;

/** Cards graded in this page (ms): a queue asked for before a grade must not bring its card back. */
const gradedAt = new Map<string, number>();

export function markGraded(cardId: string) {
  gradedAt.set(cardId, Date.now());
}

/** While online, fetches the next days' queue and keeps it on the device. */
export function useKeepDueQueue() {
  const online = useOnline();
  useQuery({
    queryKey: [KEPT_QUEUE_URL],
    enabled: online && canKeep(),
    refetchOnMount: 'always',
    queryFn: async () => {
      const asked = Date.now();
      const due = await apiJson<DueResponse>('GET', KEPT_QUEUE_URL);
      const kept = due.cards.filter((card) => (gradedAt.get(card.id) ?? 0) < asked);
      await keepQueue(kept);
      // In the background: the screen does not wait for the pictures.
      void keepCardImages(kept);
      return due.count;
    },
  });
}

/**
 * The kept cards due now, soonest first, as the server counts them: a review card due before the
 * device's midnight, any other once its time has come.
 */
export function dueNow(cards: DueCard[], now = new Date()): DueCard[] {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return cards
    .filter((card) => {
      const due = new Date(card.due);
      return card.state === 2 ? due < midnight : due <= now;
    })
    .sort((a, b) => a.due.localeCompare(b.due));
}

/** Offline: how many kept cards are due now (undefined while reading, or online). */
export function useKeptDueCount(): number | undefined {
  const online = useOnline();
  const [count, setCount] = useState<number | undefined>();
  useEffect(() => {
    if (online || !canKeep()) return setCount(undefined);
    let live = true;
    void keptQueue().then((cards) => live && setCount(dueNow(cards).length));
    return () => {
      live = false;
    };
  }, [online]);
  return count;
}
