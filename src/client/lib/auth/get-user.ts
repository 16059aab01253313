import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/user';
import { keyQueryFn } from '../api';

export const userQueryKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when signed out (401). Cached 5 minutes. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: keyQueryFn<User | null>({ on401: 'returnNull' }),
    staleTime: 5 * 60 * 1000,
  });

/** `enabled: false` holds this observer's fetch (the user stays pending unless another observer fetched it). */
export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...userQueryOptions(), enabled });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}
