import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailRequest, ChangeEmailResult } from '../../../../shared/account';
import { apiJson } from '../../../lib/api';
import { userQueryKey } from '../../../lib/auth/get-user';

/** POST /api/auth/change-email: changed at once without mail, else once the link mailed to the new address is opened. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => apiJson<ChangeEmailResult>('POST', '/api/auth/change-email', body),
    onSuccess: async (answer) => {
      if (answer.status === 'changed') await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
