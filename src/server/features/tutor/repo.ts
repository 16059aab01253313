import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { TutorRole } from '../../../shared/tutor';
import type { NoteCitation } from '../../../shared/citation';
import type { Db } from '../../db/client';
import { conversation, message } from '../../db/schema';
import { createdAtKey, type CreatedKey, olderThan } from '../../db/page-key';
import { PAGE_ROWS } from '../../http/list-page';

export type ConversationRow = typeof conversation.$inferSelect;
export type MessageRow = typeof message.$inferSelect;

// Ties on a timestamp (two rows in the same instant) fall back to the time-ordered UUIDv7 id.
const newestFirst = [desc(conversation.updatedAt), desc(conversation.id)];

/**
 * A page of the user's conversations, the most recently active first; the page key is the last
 * row's (updated_at, id), so a conversation that moves to the top between pages is read again there.
 */
export function listConversations(db: Db, userId: string, after: CreatedKey | undefined) {
  return db
    .select({ ...getTableColumns(conversation), createdAtKey: createdAtKey(conversation.updatedAt) })
    .from(conversation)
    .where(and(eq(conversation.userId, userId), olderThan(conversation.updatedAt, conversation.id, after)))
    .orderBy(...newestFirst)
    .limit(PAGE_ROWS);
}

export async function findConversation(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversation)
    .where(and(eq(conversation.userId, userId), eq(conversation.id, id)));
  return row;
}

export async function insertConversation(db: Db, userId: string, title: string): Promise<ConversationRow> {
  const [row] = await db.insert(conversation).values({ id: uuidv7(), userId, title }).returning();
  return row!;
}

export async function renameConversation(db: Db, userId: string, id: string, title: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversation)
    .set({ title })
    .where(and(eq(conversation.userId, userId), eq(conversation.id, id)))
    .returning();
  return row;
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(conversation)
    .where(and(eq(conversation.userId, userId), eq(conversation.id, id)))
    .returning({ id: conversation.id });
  return rows.length > 0;
}

/** The messages of a conversation already known to be the user's, oldest first. */
/**
 * A page of a conversation's messages read from the newest back: the newest first, before `after`
 * (the oldest message of the later page). The caller shows them in time order.
 */
export function pageMessages(db: Db, conversationId: string, after: CreatedKey | undefined) {
  return db
    .select({ ...getTableColumns(message), createdAtKey: createdAtKey(message.createdAt) })
    .from(message)
    .where(and(eq(message.conversationId, conversationId), olderThan(message.createdAt, message.id, after)))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(PAGE_ROWS);
}

/** The latest `limit` messages, oldest first: the window of history the model sees. */
export async function latestMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(message)
    .where(eq(message.conversationId, conversationId))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(limit);
  return rows.reverse();
}

export async function clearMessages(db: Db, conversationId: string): Promise<void> {
  await db.delete(message).where(eq(message.conversationId, conversationId));
}

export interface TurnValues {
  conversationId: string;
  userContent: string;
  /** Null when nothing of the reply was written (the student left before the first word). */
  reply: { content: string; citations: NoteCitation[] } | null;
  /** Set when the conversation is still untitled and this is its first message. */
  title?: string;
}

/**
 * Stores a question and its reply together, and marks the conversation as active (the list is
 * newest first by activity). The reply's row is created after the question's, so ordering holds.
 */
export async function insertTurn(db: Db, values: TurnValues): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const now = Date.now();
    const rows: (typeof message.$inferInsert)[] = [
      {
        id: uuidv7(),
        conversationId: values.conversationId,
        role: 'user' satisfies TutorRole,
        content: values.userContent,
        createdAt: new Date(now),
      },
    ];
    if (values.reply) {
      rows.push({
        id: uuidv7(),
        conversationId: values.conversationId,
        role: 'assistant' satisfies TutorRole,
        content: values.reply.content,
        citations: values.reply.citations,
        createdAt: new Date(now + 1),
      });
    }
    const inserted = await tx.insert(message).values(rows).returning();
    await tx
      .update(conversation)
      .set({ updatedAt: new Date(now), ...(values.title ? { title: values.title } : {}) })
      .where(eq(conversation.id, values.conversationId));
    return inserted.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}
