import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { plannersQueryOptions } from './get-planners';

/** DELETE /api/planners/:id; the list is fetched again. */
export function useDeletePlanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('DELETE', `/api/planners/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannersQueryOptions().queryKey }),
  });
}
