import { QueryClient } from '@tanstack/react-query';
import { keyQueryFn, onUsageCounted } from './api';
import { limitsQueryOptions } from './get-limits';

// No retry, no refetch on focus, no polling, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: keyQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  },
});

// After any AI call (counted or refused) the sidebar's remaining counts are fetched again.
onUsageCounted(() => void queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey }));
