import { isProviderFailure } from '../errors';
import type { StudyEngine } from '../types';
import type { EngineLogger } from './logger';

/**
 * AI_FALLBACK=offline: when the provider fails, the student still gets the offline engine's
 * answer for that call instead of an error.
 */
export function withOfflineFallback(primary: StudyEngine, fallback: StudyEngine, logger: EngineLogger): StudyEngine {
  async function attempt<T>(operation: string, call: (engine: StudyEngine) => Promise<T>): Promise<T> {
    try {
      return await call(primary);
    } catch (error) {
      // Only the provider's failures fall back: bad input is the request's fault and would fail offline too.
      if (!isProviderFailure(error)) throw error;
      logger.warn({ operation, kind: error.kind }, 'AI provider failed: answering with the offline engine');
      return call(fallback);
    }
  }
  return {
    name: primary.name,
    summarize: (input, job) => attempt('summarize', (engine) => engine.summarize(input, job)),
    generateQuiz: (input, job) => attempt('generateQuiz', (engine) => engine.generateQuiz(input, job)),
    gradeQuiz: (input, options) => attempt('gradeQuiz', (engine) => engine.gradeQuiz(input, options)),
    analyze: (input, job) => attempt('analyze', (engine) => engine.analyze(input, job)),
    studyPlan: (input, job) => attempt('studyPlan', (engine) => engine.studyPlan(input, job)),
    planSchedule: (input, job) => attempt('planSchedule', (engine) => engine.planSchedule(input, job)),
    studyPath: (input, job) => attempt('studyPath', (engine) => engine.studyPath(input, job)),
    solveDoubt: (input, job) => attempt('solveDoubt', (engine) => engine.solveDoubt(input, job)),
    suggestCards: (input, job) => attempt('suggestCards', (engine) => engine.suggestCards(input, job)),
    async *tutorReply(input, options) {
      let written = false;
      try {
        for await (const chunk of primary.tutorReply(input, options)) {
          written = true;
          yield chunk;
        }
      } catch (error) {
        // Half an answer cannot be swapped for another one: fall back only before the first chunk.
        if (written || !isProviderFailure(error)) throw error;
        logger.warn({ operation: 'tutorReply', kind: error.kind }, 'AI provider failed: answering with the offline engine');
        yield* fallback.tutorReply(input, options);
      }
    },
  };
}
