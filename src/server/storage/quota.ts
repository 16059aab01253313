import { ERROR_CODES } from '../../shared/api';
import {
  PER_RECORD_MESSAGES,
  PER_RECORD_QUOTAS,
  STORAGE_QUOTAS,
  type StorageKind,
  type StoragePlan,
  storageBytesReachedMessage,
  storageCountReachedMessage,
} from '../../shared/storage-quotas';
import type { Db, Tx } from '../db/client';
import { lockUser } from '../db/user-lock';
import { HttpError } from '../http-error';
import * as repo from './usage-repo';

/** A limit inside one record: the conversation a message joins, or the deck cards join. */
export type Within = { conversationId: string } | { deckId: string };

export interface Room {
  userId: string;
  kind: StorageKind;
  /** New records of `kind` this write adds (0 when it only adds inside one, such as a message). */
  adding: number;
  /** New rows the write adds inside one record, and which. */
  within?: Within & { adding: number };
}

const quotaReached = (status: 409 | 413, message: string) => new HttpError(status, message, ERROR_CODES.storageQuotaReached);

const planFor = (plan: string | undefined): StoragePlan => (plan && plan in STORAGE_QUOTAS ? (plan as StoragePlan) : 'Free');
const canUpgrade = (plan: StoragePlan) => plan !== 'Institution';

async function checkWithin(tx: Db, within: Within & { adding: number }): Promise<void> {
  if ('conversationId' in within) {
    const held = await repo.messagesIn(tx, within.conversationId);
    if (held + within.adding > PER_RECORD_QUOTAS.messagesPerConversation)
      throw quotaReached(409, PER_RECORD_MESSAGES.messagesPerConversation);
    return;
  }
  const held = await repo.cardsIn(tx, within.deckId);
  if (held + within.adding > PER_RECORD_QUOTAS.cardsPerDeck) throw quotaReached(409, PER_RECORD_MESSAGES.cardsPerDeck);
}

/**
 * Runs `write` if the user's plan keeps room for what it adds, in one transaction holding the
 * user's lock of that kind (two saves side by side cannot both take the last place). Counts are
 * checked before the write: 409. Size is checked after it, on what the database then stores, so
 * the new record is weighed exactly as the ones before it: past the plan's size the write is rolled
 * back with 413. `write` may be given a transaction already under way (the cards' own).
 */
export async function withRoom<T>(db: Db, room: Room, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUser(tx, `storage:${room.kind}`, room.userId);
    const plan = planFor(await repo.planOf(tx, room.userId));
    const quota = STORAGE_QUOTAS[plan][room.kind];
    if (room.adding > 0) {
      const { count } = await repo.usageOf(tx, room.kind, room.userId);
      if (count + room.adding > quota.count) throw quotaReached(409, storageCountReachedMessage(room.kind, quota.count, canUpgrade(plan)));
    }
    if (room.within) await checkWithin(tx, room.within);
    const result = await write(tx);
    if (quota.bytes !== null) {
      const { bytes } = await repo.usageOf(tx, room.kind, room.userId);
      if (bytes > quota.bytes) throw quotaReached(413, storageBytesReachedMessage(room.kind, quota.bytes, canUpgrade(plan)));
    }
    return result;
  });
}

/**
 * The count check alone, without a lock, before work that costs a daily AI allowance: a user whose
 * plan keeps no more is told so before an answer is generated that could not be saved.
 */
export async function checkRoomBeforehand(db: Db, room: Room): Promise<void> {
  const plan = planFor(await repo.planOf(db, room.userId));
  const quota = STORAGE_QUOTAS[plan][room.kind];
  if (room.adding > 0) {
    const { count } = await repo.usageOf(db, room.kind, room.userId);
    if (count + room.adding > quota.count) throw quotaReached(409, storageCountReachedMessage(room.kind, quota.count, canUpgrade(plan)));
  }
  if (room.within) await checkWithin(db, room.within);
}
