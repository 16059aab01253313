import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DueCard, Grade } from '../../../../shared/flashcards';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, isNetworkFailure } from '../../../lib/api';
import { dropFromQueue, keptQueue } from '../../../lib/offline/offline-store';
import { queueOfflineReview } from '../../../lib/offline/review-sync';
import { invalidateFlashcards } from '../../../lib/query-keys';
import { dueQueryOptions, useGrade, useUndoReview } from '../api/reviews';
import { dueNow, markGraded } from './kept-queue';

/**
 * A review session over the due cards loaded when it starts: a graded card leaves the queue at
 * once (the grade is sent alongside), the last grade can be undone and its card comes back first.
 * Without a network the session runs on the queue kept on the device, and each grade waits in the
 * outbox with the moment it was given (decision 076).
 */
export function useReviewSession() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('flashcards');
  const due = useQuery({ ...dueQueryOptions(), refetchOnMount: 'always' });
  const grade = useGrade();
  const undo = useUndoReview();
  const [queue, setQueue] = useState<DueCard[] | null>(null);
  const [beyondBatch, setBeyondBatch] = useState(0);
  const [graded, setGraded] = useState<DueCard[]>([]);
  // 'offline': the queue came from the device; grades go to the outbox. `keptNothing`: there was none.
  const [offline, setOffline] = useState(false);
  const [keptNothing, setKeptNothing] = useState(false);
  // The grade last sent: an undo waits for it, so Z pressed straight after a grade takes that grade back.
  const lastGrade = useRef<Promise<unknown>>(Promise.resolve());

  // Answers older than this are not taken: they may hold cards graded since.
  const [askedAt, setAskedAt] = useState(() => Date.now());

  // The queue is taken once, from a fresh answer, so later refetches do not reshuffle the session.
  if (queue === null && due.data && !due.isFetching && due.dataUpdatedAt >= askedAt) {
    setQueue(due.data.cards);
    setBeyondBatch(Math.max(0, due.data.count - due.data.cards.length));
    setOffline(false);
  }

  // No answer at all (no network): the session runs on the kept queue.
  const unreachable = queue === null && due.isError && !due.isFetching && isNetworkFailure(due.error);
  useEffect(() => {
    if (!unreachable) return;
    let live = true;
    void keptQueue()
      .catch(() => [])
      .then((cards) => {
        if (!live) return;
        setOffline(true);
        setKeptNothing(cards.length === 0);
        setBeyondBatch(0);
        setQueue(dueNow(cards));
      });
    return () => {
      live = false;
    };
  }, [unreachable]);

  // Counts elsewhere (the dashboard tile, the deck list) are fetched again once the session ends.
  useEffect(() => () => void invalidateFlashcards(queryClient), [queryClient]);

  const current = queue?.[0];

  /** Keeps the grade on the device to send later; the card has left the queue either way. */
  const keepForLater = (review: { cardId: string; grade: Grade; reviewedAt: string }) =>
    queueOfflineReview(review).catch((cause: unknown) =>
      toast({
        title: t('Error'),
        description: errorMessage(cause, t('The grade could not be kept on this device.')),
        variant: 'destructive',
      }),
    );

  const gradeCurrent = (value: Grade) => {
    if (!current) return;
    // Fixed now: a retried request names the same instant, and the server counts it once.
    const review = { cardId: current.id, grade: value, reviewedAt: new Date().toISOString() };
    markGraded(current.id);
    setQueue((cards) => cards?.slice(1) ?? null);
    setGraded((cards) => [...cards, current]);
    if (offline) {
      lastGrade.current = keepForLater(review);
      return;
    }
    lastGrade.current = grade
      .mutateAsync(review)
      .then(() => dropFromQueue(current.id).catch(() => {}))
      .catch((cause: unknown) => {
        // The network went during the session: the grade waits in the outbox like an offline one.
        if (isNetworkFailure(cause)) return keepForLater(review);
        setQueue((cards) => [current, ...(cards ?? [])]);
        setGraded((cards) => cards.filter((card) => card.id !== current.id));
        toast({ title: t('Error'), description: errorMessage(cause, t('The grade was not saved.')), variant: 'destructive' });
      });
  };

  const undoLast = async () => {
    const last = graded.at(-1);
    if (!last || undo.isPending || offline) return;
    await lastGrade.current;
    undo.mutate(last.id, {
      onSuccess: () => {
        setGraded((cards) => cards.filter((card) => card.id !== last.id));
        setQueue((cards) => [last, ...(cards ?? []).filter((card) => card.id !== last.id)]);
      },
      onError: (cause) =>
        toast({ title: t('Error'), description: errorMessage(cause, t('The grade was not undone.')), variant: 'destructive' }),
    });
  };

  // The queue comes in batches of 50: once one is worked through, the next is fetched (after the last grade is in).
  const exhausted = queue !== null && queue.length === 0 && beyondBatch > 0;
  const refetchDue = due.refetch;
  useEffect(() => {
    if (!exhausted) return;
    let live = true;
    void lastGrade.current.then(() => {
      if (!live) return;
      setQueue(null);
      setAskedAt(Date.now());
      return refetchDue();
    });
    return () => {
      live = false;
    };
  }, [exhausted, refetchDue]);

  const startAgain = async () => {
    setQueue(null);
    setGraded([]);
    setAskedAt(Date.now());
    await due.refetch();
  };

  return {
    loading: (queue === null || exhausted) && !(due.isError && !unreachable),
    error: due.isError && !unreachable && queue === null ? due.error : null,
    offline,
    keptNothing,
    current,
    left: (queue?.length ?? 0) + beyondBatch,
    canUndo: graded.length > 0 && !undo.isPending && !offline,
    gradeCurrent,
    undoLast,
    startAgain,
  };
}
