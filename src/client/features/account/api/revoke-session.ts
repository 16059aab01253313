import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE /api/account/sessions/:id: signs one other device out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
