import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../api';
import { forgetReturnTo, pendingReturnTo } from './return-to';

export type SocialProvider = 'google' | 'github';

/** Starts the provider's sign-in page; better-auth brings the user back to the invitation they opened, else /dashboard. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      apiJson<{ url?: string }>('POST', '/api/auth/sign-in/social', { provider, callbackURL: pendingReturnTo() ?? '/dashboard' }),
    onSuccess: ({ url }) => {
      forgetReturnTo();
      if (url) window.location.assign(url);
    },
  });
}
