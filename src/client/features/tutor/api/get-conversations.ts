import { useInfiniteQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/tutor';
import { useUser } from '../../../lib/auth/get-user';
import { pagedListOptions } from '../../../lib/paged-list';

/** GET /api/conversations, newest first (by their last message), 100 at a time. */
export const conversationsQueryOptions = () => pagedListOptions<Conversation>('/api/conversations');

export function useConversations() {
  const { user } = useUser();
  return useInfiniteQuery({ ...conversationsQueryOptions(), enabled: Boolean(user) });
}
