import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../shared/admin';
import { apiJson } from '../../../lib/api';

export const auditQueryKey = ['/api/admin/audit'] as const;

/** The audit log newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditQueryKey,
    queryFn: ({ pageParam }) => apiJson<AuditPage>('GET', `/api/admin/audit${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
