import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/chat';
import { keyQueryFn } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

/** GET /api/conversations, newest first (by their last message). */
export const conversationsQueryOptions = () =>
  queryOptions<Conversation[]>({ queryKey: ['/api/conversations'], queryFn: keyQueryFn<Conversation[]>({ on401: 'throw' }) });

export function useConversations() {
  const { user } = useUser();
  return useQuery({ ...conversationsQueryOptions(), enabled: Boolean(user) });
}
