import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '../api';
import { forgetEverything } from '../offline/offline-store';
import { syncReviews } from '../offline/review-sync';
import { userQueryKey } from './get-user';

/** Sign Out returns to / after 100 ms. */
export const SIGN_OUT_REDIRECT_MS = 100;

export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      // Grades given offline go out while the session still exists; what stays unsent is lost with it.
      await syncReviews();
      return apiRequest('POST', '/api/auth/sign-out', {});
    },
    onSettled: async () => {
      // A session read still on its way (the app starts one as the first page shows) would answer
      // with the user signed in a moment ago and put them back.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, null);
      // Nor on the device: the kept review queue, waiting grades and notes (decision 076).
      await forgetEverything().catch(() => {});
      // Nothing of the signed-out user's data may outlive the session in memory.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== userQueryKey[0] && query.queryKey[0] !== '/api/plans',
      });
      setTimeout(() => navigate('/'), SIGN_OUT_REDIRECT_MS);
    },
  });
}
