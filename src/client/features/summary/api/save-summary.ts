import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSummary, SaveSummaryRequest } from '../../../../shared/summary';
import { apiJson } from '../../../lib/api';
import { summariesQueryOptions } from './get-summaries';

/** POST /api/summaries/save; the saved list is fetched again after it. */
export function useSaveSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSummaryRequest) => apiJson<SavedSummary>('POST', '/api/summaries/save', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summariesQueryOptions().queryKey }),
  });
}
