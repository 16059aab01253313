import type { SummarizeRequest, SummarizeResponse } from '../../../shared/summary';
import type { StudyEngine } from '../../engine/types';

export function summariesService(engine: StudyEngine) {
  return {
    async summarize({ content, title, mode }: SummarizeRequest): Promise<SummarizeResponse> {
      const { summary } = await engine.summarize({ content, mode });
      return { summary, originalContent: content, title, mode };
    },
  };
}
