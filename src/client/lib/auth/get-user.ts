import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/user';
import { isNetworkFailure, keyQueryFn } from '../api';
import { keepUser, keptUser } from '../offline/offline-store';

export const userQueryKey = ['/api/auth/user'] as const;

const askServer = keyQueryFn<User | null>({ on401: 'returnNull' });

/**
 * The signed-in user, or null when signed out (401). Without a network, the user this device last
 * signed in as, so the installed app opens on what it keeps offline (decision 076).
 */
async function currentUser(context: { queryKey: readonly unknown[] }): Promise<User | null> {
  try {
    const user = await askServer(context);
    if (user) void keepUser(user).catch(() => {});
    return user;
  } catch (cause) {
    const kept = isNetworkFailure(cause) ? await keptUser().catch(() => undefined) : undefined;
    if (kept) return kept;
    throw cause;
  }
}

/** The signed-in user, or null when signed out (401). Cached 5 minutes. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: currentUser,
    staleTime: 5 * 60 * 1000,
  });

/** `enabled: false` holds this observer's fetch (the user stays pending unless another observer fetched it). */
export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...userQueryOptions(), enabled });
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}
