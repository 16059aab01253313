import { QueryClient } from '@tanstack/react-query';
import { keyQueryFn, onUsageCounted } from './api';
import { limitsQueryOptions } from './get-limits';
import { onReviewsSynced } from './offline/review-sync';
import { invalidateFlashcards } from './query-keys';

// No retry, no refetch on focus, no polling, data never stale. Without a network a request fails at
// once (networkMode 'always') rather than waiting paused, so a tool says it needs the network instead
// of spinning (decision 076).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      queryFn: keyQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// After any AI call (counted or refused) the sidebar's remaining counts are fetched again.
onUsageCounted(() => void queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey }));

// Grades given offline reached the server: the flashcard counts on screen are fetched again.
onReviewsSynced(() => void invalidateFlashcards(queryClient));
