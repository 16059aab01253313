import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { summariesQueryOptions } from './get-summaries';

/** DELETE /api/summaries/:id; the saved list is fetched again whatever the answer (a 404 means it is already gone). */
export function useDeleteSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('DELETE', `/api/summaries/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: summariesQueryOptions().queryKey }),
  });
}
