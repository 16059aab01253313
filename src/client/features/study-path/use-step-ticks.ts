import { useRef, useState } from 'react';
import type { SavedStudyPath } from '../../../shared/study-path';
import { useUpdateStepProgress, withStepDone } from './api/update-step-progress';

interface PendingTick {
  completed: boolean;
  /** Which click set it: a later click on the same step replaces it, and only it may clear it. */
  token: number;
}

/**
 * Ticks show the moment they are clicked and are saved at once. Until its answer comes, a tick is
 * laid over the saved path (React state, set in the click itself, so the checkbox never flips back
 * for a frame); a saved tick is then in the cached path, and one that failed simply disappears,
 * which puts the step back as it was.
 */
export function useStepTicks(id: string, saved: SavedStudyPath | undefined) {
  const update = useUpdateStepProgress(id);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingTick>>(new Map());
  const nextToken = useRef(0);

  const toggle = (stepIndex: number, completed: boolean) => {
    nextToken.current += 1;
    const token = nextToken.current;
    setPending((current) => new Map(current).set(stepIndex, { completed, token }));
    const settle = () =>
      setPending((current) => {
        if (current.get(stepIndex)?.token !== token) return current;
        const next = new Map(current);
        next.delete(stepIndex);
        return next;
      });
    // A failure is told by the mutation's toast; here it only ends the pending tick.
    void update
      .mutateAsync({ stepIndex, completed })
      .catch(() => undefined)
      .finally(settle);
  };

  let path = saved;
  if (path) for (const [stepIndex, { completed }] of pending) path = withStepDone(path, { stepIndex, completed });
  return { path, toggle };
}
