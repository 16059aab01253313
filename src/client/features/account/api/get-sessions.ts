import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionList } from '../../../../shared/account';
import { keyQueryFn } from '../../../lib/api';

/** GET /api/account/sessions: where the account is signed in, the most recently active first. */
export const sessionsQueryOptions = () =>
  queryOptions<AccountSessionList>({ queryKey: ['/api/account/sessions'], queryFn: keyQueryFn<AccountSessionList>({ on401: 'throw' }) });

export const useSessions = () => useQuery(sessionsQueryOptions());
