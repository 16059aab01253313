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

export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}
