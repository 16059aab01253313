import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** better-auth's POST /api/auth/revoke-other-sessions: every device but this one is signed out. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>('POST', '/api/auth/revoke-other-sessions', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
