import type { StudyEngine } from '../types';
import { offlineEngine } from './offline-engine';

// The offline engine's work on a whole text, which runs on a parsing thread (threaded-engine.ts):
// ranking the sentences of 20,000 characters takes about 0.3 s, of 50,000 up to 0.7 s.

type TextOperation = 'summarize' | 'generateQuiz' | 'analyze' | 'suggestCards';

/** One call of the offline engine, as it crosses to a thread: the operation and its input. */
export type OfflineTask = {
  [O in TextOperation]: { operation: O; input: Parameters<StudyEngine[O]>[0] };
}[TextOperation];

/** What each operation answers. */
export type OfflineAnswer<O extends TextOperation> = Awaited<ReturnType<StudyEngine[O]>>;

/** Runs `task` on the current thread (a parsing thread's side). */
export function runOfflineTask(task: OfflineTask): Promise<unknown> {
  switch (task.operation) {
    case 'summarize':
      return offlineEngine.summarize(task.input);
    case 'generateQuiz':
      return offlineEngine.generateQuiz(task.input);
    case 'analyze':
      return offlineEngine.analyze(task.input);
    case 'suggestCards':
      return offlineEngine.suggestCards(task.input);
  }
}
