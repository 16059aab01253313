import type { Config } from '../config';
import { withOfflineFallback } from './llm/fallback';
import { createLlmEngine } from './llm/llm-engine';
import { type EngineLogger, stderrLogger } from './llm/logger';
import { englishOnly } from './offline/english-only';
import { threadedOfflineEngine } from './offline/threaded-engine';
import type { StudyEngine } from './types';

/**
 * The offline engine unless AI_PROVIDER names a provider; with AI_FALLBACK=offline a failed
 * provider call is answered offline. Offline, whole texts are worked through on background threads
 * (threaded-engine.ts): the server must shut them down on close (shutdownEngineThreads). Pass the app's logger so provider failures land in its log.
 */
export function createStudyEngine(config: Config, logger: EngineLogger = stderrLogger(config.logLevel)): StudyEngine {
  const { ai } = config;
  const offline = englishOnly(threadedOfflineEngine);
  if (ai.provider === 'offline') return offline;
  const llm = createLlmEngine({ ...ai, provider: ai.provider }, { logger });
  return ai.fallback === 'offline' ? withOfflineFallback(llm, offline, logger) : llm;
}
