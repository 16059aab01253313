import type { Config } from '../config';
import { withOfflineFallback } from './llm/fallback';
import { createLlmEngine } from './llm/llm-engine';
import { type EngineLogger, stderrLogger } from './llm/logger';
import { offlineEngine } from './offline/offline-engine';
import type { StudyEngine } from './types';

/**
 * The offline engine unless AI_PROVIDER names a provider; with AI_FALLBACK=offline a failed
 * provider call is answered offline. Pass the app's logger so provider failures land in its log.
 */
export function createStudyEngine(config: Config, logger: EngineLogger = stderrLogger(config.logLevel)): StudyEngine {
  const { ai } = config;
  if (ai.provider === 'offline') return offlineEngine;
  const llm = createLlmEngine({ ...ai, provider: ai.provider }, { logger });
  return ai.fallback === 'offline' ? withOfflineFallback(llm, offlineEngine, logger) : llm;
}
