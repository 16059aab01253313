import type { StudyEngine, TutorReplyInput } from '../types';
import { offlineEngine } from './offline-engine';
import { answerPieces } from './tutor';

// The offline engine's work on a user's text, which runs on an engine thread (threaded-engine.ts):
// ranking the sentences of a long text, a doubt, a plan's goals or a planner's material can take
// seconds (decisions 023 and 043).

type TextOperation = 'summarize' | 'generateQuiz' | 'analyze' | 'suggestCards' | 'solveDoubt' | 'planSchedule' | 'studyPlan' | 'studyPath';

/** One call of the offline engine, as it crosses to a thread: the operation and its input. */
export type OfflineTask =
  | {
      [O in TextOperation]: { operation: O; input: Parameters<StudyEngine[O]>[0] };
    }[TextOperation]
  /** The tutor's reply, written whole on the thread; the main thread streams its pieces. */
  | { operation: 'tutorPieces'; input: TutorReplyInput };

/** An offline engine call as its worker pool's job (engine-thread.ts). */
export type EngineThreadJob = { kind: 'engine'; task: OfflineTask };

/** What each operation answers. */
export type OfflineAnswer<O extends OfflineTask['operation']> = O extends TextOperation ? Awaited<ReturnType<StudyEngine[O]>> : string[];

/** Runs `task` on the current thread (an engine thread's side). */
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
    case 'solveDoubt':
      return offlineEngine.solveDoubt(task.input);
    case 'planSchedule':
      return offlineEngine.planSchedule(task.input);
    case 'studyPlan':
      return offlineEngine.studyPlan(task.input);
    case 'studyPath':
      return offlineEngine.studyPath(task.input);
    case 'tutorPieces':
      return collect(answerPieces(task.input));
  }
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}
