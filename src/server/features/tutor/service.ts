import {
  TUTOR_HISTORY_MAX_MESSAGES,
  TUTOR_MESSAGES,
  NEW_CHAT_TITLE,
  titleFromMessage,
  type TutorMessage,
  type Conversation,
  type SentMessage,
} from '../../../shared/tutor';
import { NOT_IN_NOTES_LINE } from '../../../shared/citation';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { EngineError } from '../../engine/errors';
import type { StudyEngine } from '../../engine/types';
import type { Grounding } from '../../grounding/grounding';
import { engineHttpError, notFound } from '../../http-error';
import type { ReplyStream } from '../../http/event-stream';
import { historyWindow } from './history';
import * as repo from './repo';
import { type Page, pageOf } from '../../http/list-page';
import { decodeCursor } from '../../http/page-cursor';
import { checkRoomBeforehand, withRoom } from '../../storage/quota';

function toConversation(row: repo.ConversationRow): Conversation {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toMessage(row: repo.MessageRow): TutorMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    citations: (row.citations ?? []).filter((c) => c.kind === 'note').map(({ id, title }) => ({ kind: 'note', id, title })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function tutorService(db: Db, engine: StudyEngine, grounding: Grounding) {
  /** The user's conversation, or 404 for another user's, an unknown or a malformed id. */
  const owned = async (userId: string, id: string) => {
    const row = isUuid(id) ? await repo.findConversation(db, userId, id) : undefined;
    if (!row) throw notFound(TUTOR_MESSAGES.notFound);
    return row;
  };

  /**
   * One reply to `content`: retrieval over the user's notes first, then the engine with a bounded
   * window of history. Nothing is stored until the reply is finished or abandoned; a failed reply
   * stores nothing (and the daily unit goes back).
   */
  const reply = async (userId: string, conversationId: string, content: string): Promise<ReplyStream<SentMessage>> => {
    const conversation = await owned(userId, conversationId);
    // A question and its reply: refused before the reply is generated when the conversation is full.
    const room = { userId, kind: 'conversations', adding: 0, within: { conversationId: conversation.id, adding: 2 } } as const;
    await checkRoomBeforehand(db, room);
    const [latest, passages] = await Promise.all([
      repo.latestMessages(db, conversation.id, TUTOR_HISTORY_MAX_MESSAGES),
      grounding.passagesFor(userId, content),
    ]);
    const history = historyWindow(latest.map((row) => ({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content })));
    const title = latest.length === 0 && conversation.title === NEW_CHAT_TITLE ? titleFromMessage(content) : undefined;

    const store = async (text: string) => {
      const turn = {
        conversationId: conversation.id,
        userContent: content,
        reply: text.trim() ? { content: text, citations: grounding.citationsIn(text, passages) } : null,
        title,
      };
      const rows = await withRoom(db, room, (tx) => repo.insertTurn(tx, turn));
      return rows.map(toMessage);
    };

    return {
      async *tokens(signal) {
        // Nothing in the notes is about the question: said first and plainly. The offline tutor
        // says it itself, with what it can do instead, since it has no general answer to give.
        if (passages.length === 0 && engine.name !== 'offline') yield `${NOT_IN_NOTES_LINE}\n\n`;
        try {
          yield* engine.tutorReply({ history, message: content, context: passages }, { signal, owner: userId });
        } catch (error) {
          throw error instanceof EngineError ? engineHttpError(error) : error;
        }
      },
      async finish(text) {
        const [userMessage, assistantMessage] = await store(text);
        return { userMessage: userMessage!, assistantMessage: assistantMessage! };
      },
      abandoned: store,
    };
  };

  return {
    /** A page of the conversations, the most recently active first; `cursor` names where the page before ended. */
    async list(userId: string, cursor: string | undefined): Promise<Page<Conversation>> {
      return pageOf(
        await repo.listConversations(db, userId, cursor === undefined ? undefined : decodeCursor(cursor, false)),
        toConversation,
      );
    },

    async create(userId: string, title: string): Promise<Conversation> {
      return toConversation(
        await withRoom(db, { userId, kind: 'conversations', adding: 1 }, (tx) => repo.insertConversation(tx, userId, title)),
      );
    },

    async rename(userId: string, id: string, title: string): Promise<Conversation> {
      const row = isUuid(id) ? await repo.renameConversation(db, userId, id, title) : undefined;
      if (!row) throw notFound(TUTOR_MESSAGES.notFound);
      return toConversation(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = isUuid(id) && (await repo.deleteConversation(db, userId, id));
      if (!deleted) throw notFound(TUTOR_MESSAGES.notFound);
    },

    /**
     * The newest 100 messages in time order, or the 100 before the cursor's; the page's cursor names
     * the messages before its oldest one.
     */
    async messages(userId: string, id: string, cursor: string | undefined): Promise<Page<TutorMessage>> {
      const conversation = await owned(userId, id);
      const after = cursor === undefined ? undefined : decodeCursor(cursor, false);
      const page = pageOf(await repo.pageMessages(db, conversation.id, after), toMessage);
      return { ...page, items: page.items.reverse() };
    },

    async clear(userId: string, id: string): Promise<void> {
      const conversation = await owned(userId, id);
      await repo.clearMessages(db, conversation.id);
    },

    /** The reply as a stream: `tokens`, then `finish` stores the turn (or `abandoned` what was written). */
    replyStream: reply,

    /** The whole reply at once (no `Accept: text/event-stream`). */
    async send(userId: string, id: string, content: string): Promise<SentMessage> {
      const stream = await reply(userId, id, content);
      let text = '';
      for await (const delta of stream.tokens(new AbortController().signal)) text += delta;
      return stream.finish(text);
    },
  };
}
