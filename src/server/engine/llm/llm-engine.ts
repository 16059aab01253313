import type { StudyEngine } from '../types';
import { analyzePrompt } from '../prompts/analyze';
import { flashcardsPrompt } from '../prompts/flashcards';
import { quizPrompt } from '../prompts/quiz';
import { summarizePrompt } from '../prompts/summarize';
import { solveDoubtWithLlm } from './doubt';
import { gradeQuizWithLlm } from './grade';
import type { EngineLogger } from './logger';
import { planScheduleWithLlm } from './planner';
import { createProviderModel, type LlmSettings } from './providers';
import { flashcardSuggestionsSchema, generatedQuizSchema, llmAnalysisSchema } from './schemas';
import { type CallContext, generateMarkdown, generateStructured } from './structured';
import { studyPathWithLlm } from './study-path';
import { studyPlanWithLlm } from './study-plan';
import { streamTutorReply } from './tutor-stream';

export interface LlmEngineOptions {
  logger: EngineLogger;
  /**
   * Retries of a failed HTTP call (429, 5xx, network), honouring the provider's retry-after.
   * One: a blip is retried, but a student is not kept waiting through a long backoff.
   */
  maxRetries?: number;
}

/** The study engine over an AI provider (see providers.ts), with validated structured answers. */
export function createLlmEngine(ai: LlmSettings, { logger, maxRetries = 1 }: LlmEngineOptions): StudyEngine {
  const ctx: CallContext = { provider: createProviderModel(ai), timeoutMs: ai.timeoutMs, maxRetries, logger, secret: ai.apiKey };
  return {
    name: 'llm',
    async summarize(input) {
      return { summary: await generateMarkdown(ctx, 'summarize', summarizePrompt(input)) };
    },
    async generateQuiz(input) {
      const quiz = await generateStructured(ctx, 'generateQuiz', quizPrompt(input), generatedQuizSchema);
      // Ids the grader can rely on: unique and in order, whatever the model wrote.
      const questions = quiz.questions.slice(0, input.count).map((question, i) => ({ ...question, id: `q${i + 1}` }));
      return { title: quiz.title, questions };
    },
    gradeQuiz(input, options) {
      return gradeQuizWithLlm(ctx, input, options);
    },
    async analyze(input) {
      return generateStructured(ctx, 'analyze', analyzePrompt(input), llmAnalysisSchema);
    },
    studyPlan(input) {
      return studyPlanWithLlm(ctx, input);
    },
    planSchedule(input) {
      return planScheduleWithLlm(ctx, input);
    },
    studyPath(input) {
      return studyPathWithLlm(ctx, input);
    },
    solveDoubt(input) {
      return solveDoubtWithLlm(ctx, input);
    },
    async suggestCards(input) {
      const { cards } = await generateStructured(ctx, 'suggestCards', flashcardsPrompt(input), flashcardSuggestionsSchema);
      return cards.slice(0, input.max);
    },
    tutorReply(input, options) {
      return streamTutorReply(ctx, input, options);
    },
  };
}
