import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** better-auth's POST /api/auth/change-password; every other device is signed out with it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiJson<unknown>('POST', '/api/auth/change-password', { ...body, revokeOtherSessions: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
