import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/chat';
import { keyQueryFn } from '../../../lib/api';

/** GET /api/conversations/:id/messages, oldest first. */
export const messagesQueryOptions = (conversationId: string) =>
  queryOptions<ChatMessage[]>({
    queryKey: ['/api/conversations', conversationId, 'messages'],
    queryFn: keyQueryFn<ChatMessage[]>({ on401: 'throw' }),
  });

export function useMessages(conversationId: string | null) {
  return useQuery({ ...messagesQueryOptions(conversationId ?? ''), enabled: Boolean(conversationId) });
}
