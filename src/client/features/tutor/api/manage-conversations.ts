import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/tutor';
import { apiJson, apiRequest } from '../../../lib/api';
import { conversationsQueryOptions } from './get-conversations';
import { messagesQueryOptions, noMessages } from './get-messages';
import { mapPages } from '../../../lib/paged-list';

const listKey = conversationsQueryOptions().queryKey;

/** POST /api/conversations: a 'New Chat', put at the top of the list. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Conversation>('POST', '/api/conversations', {}),
    onSuccess: (created) =>
      queryClient.setQueryData(listKey, (data) => mapPages(data, (items, page) => (page === 0 ? [created, ...items] : items))),
  });
}

/** PATCH /api/conversations/:id. */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => apiJson<Conversation>('PATCH', `/api/conversations/${id}`, { title }),
    onSuccess: (renamed) =>
      queryClient.setQueryData(listKey, (data) => mapPages(data, (items) => items.map((c) => (c.id === renamed.id ? renamed : c)))),
  });
}

/** DELETE /api/conversations/:id, with its messages. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/conversations/${id}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData(listKey, (data) => mapPages(data, (items) => items.filter((c) => c.id !== id)));
      queryClient.removeQueries({ queryKey: messagesQueryOptions(id).queryKey });
    },
  });
}

/** DELETE /api/conversations/:id/messages: 'Clear' keeps the conversation and empties it. */
export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/conversations/${id}/messages`);
      return id;
    },
    onSuccess: (id) => queryClient.setQueryData(messagesQueryOptions(id).queryKey, noMessages()),
  });
}
