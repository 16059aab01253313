import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../api';
import { userQueryKey } from './get-user';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiJson<unknown>('POST', '/api/auth/sign-up/email', {
        ...input,
        name: `${input.firstName} ${input.lastName}`.trim(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
