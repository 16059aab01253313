import { TUTOR_HISTORY_MAX_CHARS } from '../../../shared/tutor';
import type { TutorMessage } from '../../engine/types';

/**
 * The latest turns that fit the character budget, oldest first: a long conversation (or one
 * pasted essay) costs the model no more than the budget, and the newest turns always come first.
 */
export function historyWindow(turns: TutorMessage[], maxChars = TUTOR_HISTORY_MAX_CHARS): TutorMessage[] {
  const kept: TutorMessage[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i]!;
    if (used + turn.content.length > maxChars) break;
    used += turn.content.length;
    kept.unshift(turn);
  }
  return kept;
}
