import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageLimits } from '../../shared/usage';
import { useUser } from './auth/get-user';

/** Today's usage, refetched every 30 seconds (and after every AI call, see query-client.ts). */
export const LIMITS_REFETCH_MS = 30_000;

export const limitsQueryOptions = () => queryOptions<UsageLimits>({ queryKey: ['/api/limits'], refetchInterval: LIMITS_REFETCH_MS });

/** Only for a signed-in user: the limits belong to one. */
export function useLimits() {
  const { user } = useUser();
  return useQuery({ ...limitsQueryOptions(), enabled: Boolean(user) });
}
