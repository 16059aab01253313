import { queryOptions } from '@tanstack/react-query';
import type { SavedSummary } from '../../../../shared/summary';
import { apiJson } from '../../../lib/api';

/** GET /api/summaries/:id: one saved summary with its texts, read when the student opens it. */
export const summaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/summaries', id],
    queryFn: () => apiJson<SavedSummary>('GET', `/api/summaries/${encodeURIComponent(id)}`),
  });
