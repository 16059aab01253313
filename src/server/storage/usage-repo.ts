import { type SQL, sql } from 'drizzle-orm';
import type { StorageKind } from '../../shared/storage-quotas';
import type { Db } from '../db/client';
import {
  card,
  cardImage,
  classroom,
  conversation,
  deck,
  doubt,
  message,
  note,
  planner,
  studyPath,
  studyPlan,
  summary,
  user,
} from '../db/schema';

export interface KindUsage {
  count: number;
  bytes: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Sizes as the database stores them: pg_column_size reads a value's stored (compressed) length
// from its header or TOAST pointer without fetching it, so measuring costs a scan of the user's
// rows, not a read of their text. Notes keep their own measure (decision 022): the UTF-8 length of
// their text, which octet_length also reads without fetching the text.
const stored = (...columns: unknown[]) =>
  sql.join(
    columns.map((column) => sql`coalesce(pg_column_size(${column}), 0)`),
    sql` + `,
  );

/** Each kind's rows of one user, and what one row weighs. */
interface Measure {
  rows: (userId: string) => SQL;
  bytes: SQL;
}

const measures: Record<StorageKind, Measure> = {
  notes: {
    rows: (userId) => sql`${note} where ${note.userId} = ${userId}`,
    bytes: sql`octet_length(${note.title}) + octet_length(${note.content}) + octet_length(${note.contentText}) + coalesce(octet_length(${note.originalContent}), 0)`,
  },
  studyPlans: {
    rows: (userId) => sql`${studyPlan} where ${studyPlan.userId} = ${userId}`,
    bytes: stored(studyPlan.title, studyPlan.topic, studyPlan.subjects, studyPlan.goals, studyPlan.plan),
  },
  summaries: {
    rows: (userId) => sql`${summary} where ${summary.userId} = ${userId}`,
    bytes: stored(summary.title, summary.content, summary.summary),
  },
  planners: {
    rows: (userId) => sql`${planner} where ${planner.userId} = ${userId}`,
    bytes: stored(planner.subject, planner.goal, planner.schedule),
  },
  studyPaths: {
    rows: (userId) => sql`${studyPath} where ${studyPath.userId} = ${userId}`,
    bytes: stored(studyPath.topic, studyPath.description, studyPath.roadmap, studyPath.progress),
  },
  doubts: {
    rows: (userId) => sql`${doubt} where ${doubt.userId} = ${userId}`,
    bytes: stored(doubt.question, doubt.subject, doubt.answer, doubt.simpleAnswer, doubt.citations),
  },
  // A conversation weighs its title and every message in it.
  conversations: {
    rows: (userId) => sql`${conversation} where ${conversation.userId} = ${userId}`,
    bytes: sql`${stored(conversation.title)} + (select coalesce(sum(${stored(message.content, message.citations)}), 0)
      from ${message} where ${message.conversationId} = ${conversation.id})`,
  },
  decks: { rows: (userId) => sql`${deck} where ${deck.userId} = ${userId}`, bytes: sql`0` },
  // A card weighs its sides and the images it keeps.
  cards: {
    rows: (userId) => sql`${card} where ${card.userId} = ${userId}`,
    bytes: sql`${stored(card.front, card.back, card.source)} + (select coalesce(sum(${cardImage.size}), 0)
      from ${cardImage} where ${cardImage.cardId} = ${card.id})`,
  },
  classes: { rows: (userId) => sql`${classroom} where ${classroom.teacherId} = ${userId}`, bytes: sql`0` },
};

const countOf = (kind: StorageKind, userId: string) => sql`(select count(*) from ${measures[kind].rows(userId)})::float8`;
const bytesOf = (kind: StorageKind, userId: string) =>
  sql`(select coalesce(sum(${measures[kind].bytes}), 0) from ${measures[kind].rows(userId)})::float8`;

/** How many records of `kind` the user keeps and their stored size. */
export async function usageOf(db: Db, kind: StorageKind, userId: string): Promise<KindUsage> {
  const [row] = rowsOf<KindUsage>(await db.execute(sql`select ${countOf(kind, userId)} as count, ${bytesOf(kind, userId)} as bytes`));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Every kind's usage, for GET /api/limits, in one statement. */
export async function usageOfAll(db: Db, kinds: readonly StorageKind[], userId: string): Promise<Record<StorageKind, KindUsage>> {
  const columns = kinds.flatMap((kind) => [
    sql`${countOf(kind, userId)} as ${sql.identifier(`${kind}_count`)}`,
    sql`${bytesOf(kind, userId)} as ${sql.identifier(`${kind}_bytes`)}`,
  ]);
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return Object.fromEntries(
    kinds.map((kind) => [kind, { count: Number(row?.[`${kind}_count`] ?? 0), bytes: Number(row?.[`${kind}_bytes`] ?? 0) }]),
  ) as Record<StorageKind, KindUsage>;
}

/**
 * The user's plan as stored now (a payment may have changed it since the session was read); a
 * lapsed plan reads as the plan queued after it, else Free, as it does everywhere (shared
 * plan-schedule's settle, which this mirrors in SQL).
 */
export async function planOf(db: Db, userId: string): Promise<string | undefined> {
  const nextEnd = sql`${user.planExpiresAt} + ${user.nextPlanHours} * interval '1 hour'`;
  const [row] = rowsOf<{ plan: string }>(
    await db.execute(sql`select case
        when ${user.plan} = 'Free' then 'Free'
        when ${user.planExpiresAt} is null or ${user.planExpiresAt} > now() then ${user.plan}
        when ${user.nextPlan} is not null and (${user.nextPlanHours} is null or ${nextEnd} > now()) then ${user.nextPlan}
        else 'Free' end as plan
      from ${user} where ${user.id} = ${userId}`),
  );
  return row?.plan;
}

/** Messages in one conversation: the limit inside one conversation. */
export async function messagesIn(db: Db, conversationId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${message} where ${message.conversationId} = ${conversationId}`),
  );
  return Number(row?.n ?? 0);
}

/** Cards in one deck: the limit inside one deck. */
export async function cardsIn(db: Db, deckId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${card} where ${card.deckId} = ${deckId}`));
  return Number(row?.n ?? 0);
}
