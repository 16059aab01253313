import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../api';

export type SocialProvider = 'google' | 'github';

/** Starts the provider's sign-in page; better-auth brings the user back to /dashboard. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      apiJson<{ url?: string }>('POST', '/api/auth/sign-in/social', { provider, callbackURL: '/dashboard' }),
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url);
    },
  });
}
