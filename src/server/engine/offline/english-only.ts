import { ENGINE_LANGUAGE_MESSAGES, mostlyNonLatin } from '../../../shared/engine-language';
import { noMaterial } from '../errors';
import type { StudyEngine } from '../types';

/**
 * The offline engine with a plain refusal, said once, for text it cannot read: its language model,
 * stemming and WordNet are English, and a Hindi paragraph would come back as garbled "summaries" and
 * quizzes. The refusal reaches the student in their language like every other message.
 */
export function englishOnly(engine: StudyEngine): StudyEngine {
  const check = (...texts: (string | undefined)[]) => {
    if (texts.some((text) => text && mostlyNonLatin(text))) throw noMaterial(ENGINE_LANGUAGE_MESSAGES.englishOnly);
  };
  return {
    ...engine,
    summarize: async (input, job) => (check(input.content), engine.summarize(input, job)),
    generateQuiz: async (input, job) => (check(input.text, input.topic), engine.generateQuiz(input, job)),
    analyze: async (input, job) => (check(input.text), engine.analyze(input, job)),
    suggestCards: async (input, job) => (check(input.text), engine.suggestCards(input, job)),
    solveDoubt: async (input, job) => (check(input.question), engine.solveDoubt(input, job)),
    studyPath: async (input, job) => (check(input.topic), engine.studyPath(input, job)),
    async *tutorReply(input, options) {
      check(input.message);
      yield* engine.tutorReply(input, options);
    },
  };
}
