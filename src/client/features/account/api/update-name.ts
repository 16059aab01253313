import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { userQueryKey } from '../../../lib/auth/get-user';

/** better-auth's POST /api/auth/update-user with the profile's first and last name (the full name follows them). */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ firstName, lastName }: { firstName: string; lastName: string }) =>
      apiJson<unknown>('POST', '/api/auth/update-user', { firstName, lastName, name: `${firstName} ${lastName}`.trim() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
