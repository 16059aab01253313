import { useInfiniteQuery } from '@tanstack/react-query';
import type { TutorMessage } from '../../../../shared/tutor';
import { type PagedData, pagedListOptions } from '../../../lib/paged-list';

/**
 * GET /api/conversations/:id/messages: the newest 100 in time order; each later page holds the 100
 * before the page read last (the server's x-next-cursor), for "Show earlier messages".
 */
export const messagesQueryOptions = (conversationId: string) =>
  pagedListOptions<TutorMessage>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    key: ['/api/conversations', conversationId, 'messages'],
  });

/** The messages read so far, oldest first: the earliest page first. */
export function messagesInOrder(data: PagedData<TutorMessage> | undefined): TutorMessage[] | undefined {
  return data && [...data.pages].reverse().flatMap((page) => page?.items ?? []);
}

/** No messages, as after 'Clear'. */
export const noMessages = (): PagedData<TutorMessage> => ({ pages: [{ items: [], nextCursor: null }], pageParams: [undefined] });

export function useMessages(conversationId: string | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(conversationId ?? ''), enabled: Boolean(conversationId) });
}
