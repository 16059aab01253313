import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpPending } from '../../../shared/account';
import { apiJson } from '../api';
import { userQueryKey } from './get-user';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A session at once, or, on a server that verifies addresses, a link on its way (no session yet). */
export type SignUpAnswer = SignUpPending | { verificationRequired?: undefined };

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiJson<SignUpAnswer>('POST', '/api/auth/sign-up/email', {
        ...input,
        name: `${input.firstName} ${input.lastName}`.trim(),
      }),
    onSuccess: (answer) => {
      if (!answer.verificationRequired) return queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
