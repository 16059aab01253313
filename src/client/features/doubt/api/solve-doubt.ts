import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Doubt, DoubtRequest } from '../../../../shared/doubt';
import { apiJson } from '../../../lib/api';
import { doubtsQueryOptions } from './get-doubts';

/** POST /api/doubt-solver; the history is fetched again after a solve, and after a 401 (it then reads as signed out). */
export function useSolveDoubt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DoubtRequest) => apiJson<Doubt>('POST', '/api/doubt-solver', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: doubtsQueryOptions().queryKey }),
  });
}
