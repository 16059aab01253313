import { useMutation } from '@tanstack/react-query';
import { RESET_PASSWORD_PATH } from '../../../shared/account';
import { apiJson } from '../api';

/** Asks for a reset link by mail; better-auth sends the link on to /reset-password?token=… */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiJson<unknown>('POST', '/api/auth/request-password-reset', { email, redirectTo: RESET_PASSWORD_PATH }),
  });
}

/** Sets the new password with the link's one-time token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => apiJson<unknown>('POST', '/api/auth/reset-password', input),
  });
}
