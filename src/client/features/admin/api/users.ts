import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPage } from '../../../../shared/admin';
import type { PlanName } from '../../../../shared/pricing';
import { apiJson } from '../../../lib/api';
import { auditQueryKey } from './audit';

export const adminUsersKey = ['/api/admin/users'] as const;

/** The users list newest first, or a search's matches, a page at a time; the last list stays while a new search runs. */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [...adminUsersKey, search],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (search) params.set('q', search);
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<AdminUserPage>('GET', `/api/admin/users?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type UserAction =
  | { kind: 'plan'; plan: PlanName; until: string | null }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'delete' }
  | { kind: 'password-reset' };

function send(id: string, action: UserAction): Promise<AdminUser | { message: string }> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case 'plan':
      return apiJson('POST', `${base}/plan`, { plan: action.plan, until: action.until });
    case 'delete':
      return apiJson('DELETE', base);
    default:
      return apiJson('POST', `${base}/${action.kind}`, {});
  }
}

/** One action on one user; the row shows its answer at once, and the lists and log are read again. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => send(id, action),
    onSuccess: (answer, { id }) => {
      if ('id' in answer) {
        client.setQueriesData<InfiniteData<AdminUserPage>>(
          { queryKey: adminUsersKey },
          (data) =>
            data && { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.map((u) => (u.id === id ? answer : u)) })) },
        );
      }
      void client.invalidateQueries({ queryKey: adminUsersKey });
      void client.invalidateQueries({ queryKey: auditQueryKey });
      void client.invalidateQueries({ queryKey: ['/api/admin/instance'] });
    },
  });
}
