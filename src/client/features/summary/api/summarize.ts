import { useMutation } from '@tanstack/react-query';
import type { SummarizeResponse, SummaryMode } from '../../../../shared/summary';
import { apiJson } from '../../../lib/api';

export interface SummarizeInput {
  content: string;
  title: string;
  mode: SummaryMode;
}

/** POST /api/summarize: one AI generation, nothing stored until the user saves it. */
export function useSummarize() {
  return useMutation({
    mutationFn: (input: SummarizeInput) => apiJson<SummarizeResponse>('POST', '/api/summarize', input),
  });
}
