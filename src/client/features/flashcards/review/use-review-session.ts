import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DueCard, Grade } from '../../../../shared/flashcards';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { invalidateFlashcards } from '../../../lib/query-keys';
import { dueQueryOptions, useGrade, useUndoReview } from '../api/reviews';

/**
 * A review session over the due cards loaded when it starts: a graded card leaves the queue at
 * once (the grade is sent alongside), the last grade can be undone and its card comes back first.
 */
export function useReviewSession() {
  const queryClient = useQueryClient();
  const due = useQuery({ ...dueQueryOptions(), refetchOnMount: 'always' });
  const grade = useGrade();
  const undo = useUndoReview();
  const [queue, setQueue] = useState<DueCard[] | null>(null);
  const [beyondBatch, setBeyondBatch] = useState(0);
  const [graded, setGraded] = useState<DueCard[]>([]);
  // The grade last sent: an undo waits for it, so Z pressed straight after a grade takes that grade back.
  const lastGrade = useRef<Promise<unknown>>(Promise.resolve());

  // Answers older than this are not taken: they may hold cards graded since.
  const [askedAt, setAskedAt] = useState(() => Date.now());

  // The queue is taken once, from a fresh answer, so later refetches do not reshuffle the session.
  if (queue === null && due.data && !due.isFetching && due.dataUpdatedAt >= askedAt) {
    setQueue(due.data.cards);
    setBeyondBatch(Math.max(0, due.data.count - due.data.cards.length));
  }

  // Counts elsewhere (the dashboard tile, the deck list) are fetched again once the session ends.
  useEffect(() => () => void invalidateFlashcards(queryClient), [queryClient]);

  const current = queue?.[0];

  const gradeCurrent = (value: Grade) => {
    if (!current) return;
    // Fixed now: a retried request names the same instant, and the server counts it once.
    const reviewedAt = new Date().toISOString();
    setQueue((cards) => cards?.slice(1) ?? null);
    setGraded((cards) => [...cards, current]);
    lastGrade.current = grade.mutateAsync({ cardId: current.id, grade: value, reviewedAt }).catch((cause: unknown) => {
      setQueue((cards) => [current, ...(cards ?? [])]);
      setGraded((cards) => cards.filter((card) => card.id !== current.id));
      toast({ title: 'Error', description: errorMessage(cause, 'The grade was not saved.'), variant: 'destructive' });
    });
  };

  const undoLast = async () => {
    const last = graded.at(-1);
    if (!last || undo.isPending) return;
    await lastGrade.current;
    undo.mutate(last.id, {
      onSuccess: () => {
        setGraded((cards) => cards.filter((card) => card.id !== last.id));
        setQueue((cards) => [last, ...(cards ?? []).filter((card) => card.id !== last.id)]);
      },
      onError: (cause) => toast({ title: 'Error', description: errorMessage(cause, 'The grade was not undone.'), variant: 'destructive' }),
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
    loading: (queue === null || exhausted) && !due.isError,
    error: due.isError ? due.error : null,
    current,
    left: (queue?.length ?? 0) + beyondBatch,
    canUndo: graded.length > 0 && !undo.isPending,
    gradeCurrent,
    undoLast,
    startAgain,
  };
}
