import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SentMessage } from '../../../shared/tutor';
import { limitsQueryOptions } from '../../lib/get-limits';
import { useEventStream } from '../../lib/use-event-stream';
import { conversationsQueryOptions } from './api/get-conversations';
import { messagesQueryOptions, noMessages } from './api/get-messages';
import { mapPages } from '../../lib/paged-list';

/** The question being answered, shown until the stored turn replaces it. */
export interface PendingTurn {
  conversationId: string;
  content: string;
}

/** How long the server may take to store a stopped reply before the messages are fetched again. */
const STORED_AFTER_STOP_MS = 400;

interface Options {
  /** The reply failed: nothing was stored, so the question goes back into the input. */
  onFailure: (error: Error, turn: PendingTurn) => void;
}

/**
 * Sends a message and streams the tutor's reply. When it is done the stored turn goes into the
 * conversation's messages; when it is stopped the server keeps what was written, which is fetched
 * again; when it fails nothing was stored.
 */
export function useTutorReply({ onFailure }: Options) {
  const queryClient = useQueryClient();
  const stream = useEventStream<SentMessage>();
  const { start } = stream;
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  const send = useCallback(
    async (conversationId: string, content: string) => {
      const turn = { conversationId, content };
      setPending(turn);
      const record = await start(`/api/conversations/${conversationId}/messages`, { content });
      void queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey });
      if (record) {
        const stored = [record.userMessage, record.assistantMessage];
        // By id: a fetch of the messages that finished after the turn was stored already holds it.
        // The newest page (the first read) ends with them.
        queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (data) =>
          mapPages(data ?? noMessages(), (items, page) =>
            page === 0 ? [...items.filter((message) => !stored.some((s) => s.id === message.id)), ...stored] : items,
          ),
        );
        setPending((current) => (current === turn ? null : current));
        // The title (from a first message) and the order (by activity) may have changed.
        void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey });
      }
      return turn;
    },
    [queryClient, start],
  );

  // The outcome of a stream that ended without a record.
  const { status, error } = stream;
  useEffect(() => {
    if (!pending) return;
    if (status === 'error' && error) {
      setPending(null);
      onFailureRef.current(error, pending);
    } else if (status === 'stopped') {
      const timer = setTimeout(() => {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: messagesQueryOptions(pending.conversationId).queryKey }),
          queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey }),
        ]).finally(() => setPending((current) => (current === pending ? null : current)));
      }, STORED_AFTER_STOP_MS);
      return () => clearTimeout(timer);
    }
  }, [status, error, pending, queryClient]);

  return {
    pending,
    text: stream.text,
    streaming: stream.status === 'streaming',
    stopped: stream.status === 'stopped',
    send,
    stop: stream.stop,
  };
}
