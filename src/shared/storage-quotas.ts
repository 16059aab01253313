// What one account may keep of each stored kind: the one table the server enforces, GET
// /api/limits reports and the sidebar's Storage section shows. Plain constants (no zod, decision
// 002); the response schema is in usage.schema.ts. Keyed by the plan names of pricing.ts, which
// this file does not import (pricing imports usage, and usage this file's types).

/** The kinds a user stores, in the order the sidebar lists them. */
export const STORAGE_KINDS = [
  'notes',
  'studyPlans',
  'summaries',
  'planners',
  'studyPaths',
  'doubts',
  'conversations',
  'decks',
  'cards',
  'classes',
] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface StorageQuota {
  /** Records the user may keep. */
  count: number;
  /** Bytes the records may take as the database stores them (after its compression); null: not counted. */
  bytes: number | null;
}

const MB = 1_000_000;

/**
 * The Free plan's quotas: a year of daily use of each tool with room to spare. Notes keep their own
 * quota of decision 022 (the same on every plan); cards keep the 10,000 of decision 029 on Free.
 */
const FREE: Readonly<Record<StorageKind, StorageQuota>> = {
  notes: { count: 5_000, bytes: 200 * MB },
  studyPlans: { count: 100, bytes: 25 * MB },
  summaries: { count: 500, bytes: 25 * MB },
  planners: { count: 100, bytes: 25 * MB },
  studyPaths: { count: 100, bytes: 25 * MB },
  doubts: { count: 1_000, bytes: 25 * MB },
  conversations: { count: 200, bytes: 50 * MB },
  decks: { count: 200, bytes: null },
  cards: { count: 10_000, bytes: 25 * MB },
  classes: { count: 5, bytes: null },
};

/** How many times the Free quotas a paid plan keeps (notes excepted: the same for everyone). */
const PLAN_FACTOR = { Free: 1, Pro: 5, Premium: 10, Institution: 20 } as const;
export type StoragePlan = keyof typeof PLAN_FACTOR;

const scaled = (factor: number): Record<StorageKind, StorageQuota> =>
  Object.fromEntries(
    STORAGE_KINDS.map((kind) => {
      const { count, bytes } = FREE[kind];
      if (kind === 'notes') return [kind, { count, bytes }];
      return [kind, { count: count * factor, bytes: bytes === null ? null : bytes * factor }];
    }),
  ) as Record<StorageKind, StorageQuota>;

export const STORAGE_QUOTAS: Readonly<Record<StoragePlan, Readonly<Record<StorageKind, StorageQuota>>>> = {
  Free: scaled(PLAN_FACTOR.Free),
  Pro: scaled(PLAN_FACTOR.Pro),
  Premium: scaled(PLAN_FACTOR.Premium),
  Institution: scaled(PLAN_FACTOR.Institution),
};

/** Limits inside one record, the same on every plan: they keep one conversation or deck readable. */
export const PER_RECORD_QUOTAS = {
  messagesPerConversation: 1_000,
  cardsPerDeck: 5_000,
} as const;

/** The kinds in a sentence ("500 study plans"). */
const NOUNS: Record<StorageKind, string> = {
  notes: 'notes',
  studyPlans: 'study plans',
  summaries: 'saved summaries',
  planners: 'study planners',
  studyPaths: 'study paths',
  doubts: 'solved doubts',
  conversations: 'conversations',
  decks: 'flashcard decks',
  cards: 'flashcards',
  classes: 'classes',
};

/** The sidebar's names for the kinds. */
export const STORAGE_LABELS: Record<StorageKind, string> = {
  notes: 'Notes',
  studyPlans: 'Study plans',
  summaries: 'Summaries',
  planners: 'Planners',
  studyPaths: 'Study paths',
  doubts: 'Doubts',
  conversations: 'Conversations',
  decks: 'Decks',
  cards: 'Flashcards',
  classes: 'Classes',
};

const count = (n: number) => n.toLocaleString('en-US');

/** "25 MB", "1.5 MB", "0.2 MB": sizes as the messages and the sidebar write them. */
export function megabytes(bytes: number): string {
  const mb = bytes / MB;
  const shown = mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
  return `${count(shown)} MB`;
}

const DELETE_SOME = 'Delete some you no longer need to save new ones.';
const higher = (canUpgrade: boolean) => (canUpgrade ? ' A higher plan keeps more.' : '');

/** 409: the user keeps as many records of the kind as their plan allows (or a batch would pass it). */
export function storageCountReachedMessage(kind: StorageKind, limit: number, canUpgrade: boolean): string {
  return `You have ${count(limit)} ${NOUNS[kind]}, the most your plan keeps. ${DELETE_SOME}${higher(canUpgrade)}`;
}

/** 413: saving this would take the kind's stored size past the plan's. */
export function storageBytesReachedMessage(kind: StorageKind, limitBytes: number, canUpgrade: boolean): string {
  return `Saving this would take your ${NOUNS[kind]} past ${megabytes(limitBytes)}, the most your plan keeps. ${DELETE_SOME}${higher(canUpgrade)}`;
}

export const PER_RECORD_MESSAGES = {
  messagesPerConversation: `This conversation has ${count(PER_RECORD_QUOTAS.messagesPerConversation)} messages, the most one conversation keeps. Start a new conversation, or clear this one if you no longer need its messages.`,
  cardsPerDeck: `This deck has ${count(PER_RECORD_QUOTAS.cardsPerDeck)} cards, the most one deck keeps. Delete cards you no longer need, or add these to another deck.`,
} as const;

/** What GET /api/limits reports of one kind. */
export interface StorageUse {
  used: number;
  limit: number;
  /** Stored bytes and the most the plan keeps; absent for kinds counted only by records. */
  bytes?: { used: number; limit: number };
}

export type StorageUsage = Record<StorageKind, StorageUse>;
