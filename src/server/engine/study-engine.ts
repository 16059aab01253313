import type {
  AnalysisResult,
  GeneratedQuiz,
  QuizAnswer,
  QuizDifficulty,
  QuizEvaluation,
  QuizQuestion,
  SummaryMode,
} from '../../shared/engine';
import type { Config } from '../config';
import { offlineEngine } from './offline/offline-engine';

/**
 * The one place where "AI" happens. Every tool asks this interface; the offline engine answers
 * by default, an LLM provider when AI_PROVIDER is set (not built yet: the offline engine answers).
 */
export interface StudyEngine {
  readonly name: 'offline' | 'llm';
  summarize(input: { content: string; mode: SummaryMode }): Promise<{ summary: string }>;
  generateQuiz(input: { text: string; topic?: string; difficulty: QuizDifficulty; count: number }): Promise<GeneratedQuiz>;
  gradeQuiz(input: { questions: QuizQuestion[]; answers: QuizAnswer[] }): Promise<QuizEvaluation>;
  analyze(input: { text: string }): Promise<AnalysisResult>;
}

export function createStudyEngine(_config: Config): StudyEngine {
  return offlineEngine;
}
