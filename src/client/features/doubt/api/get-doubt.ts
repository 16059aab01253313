import { queryOptions } from '@tanstack/react-query';
import type { Doubt } from '../../../../shared/doubt';
import { apiJson } from '../../../lib/api';

/** GET /api/doubts/:id: one solved doubt with its answer, read when the student opens it from the history. */
export const doubtQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/doubts', id], queryFn: () => apiJson<Doubt>('GET', `/api/doubts/${encodeURIComponent(id)}`) });
