import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../api';
import { userQueryKey } from './get-user';

export interface SignInInput {
  email: string;
  password: string;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiJson<unknown>('POST', '/api/auth/sign-in/email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
