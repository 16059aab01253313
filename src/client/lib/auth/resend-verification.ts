import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../api';

/** POST /api/auth/send-verification-email: a new link for an address still waiting to be verified. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiJson<unknown>('POST', '/api/auth/send-verification-email', { email }),
  });
}
