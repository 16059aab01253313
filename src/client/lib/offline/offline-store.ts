import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import type { DueCard } from '../../../shared/flashcards';
import type { Note } from '../../../shared/note';
import { OFFLINE_LIMITS } from '../../../shared/offline';
import type { User } from '../../../shared/user';
import { forgetCardImages } from './card-image-cache';
import type { QueuedReview } from './review-outbox';

// What the installed app keeps on the device for working offline (decision 076), in one IndexedDB
// database that holds one signed-in user's data: their review queue, the grades waiting to be sent,
// and the notes they opened. Another user signing in on the device, or signing out, empties it (and
// the service worker's cache of the kept cards' pictures).

const DB_NAME = 'studium-offline';

interface KeptNote {
  id: string;
  note: Note;
  /** When it was last opened (ms): the oldest goes first past the cap. */
  openedAt: number;
}

interface OfflineSchema extends DBSchema {
  meta: { key: 'user'; value: User };
  queue: { key: string; value: DueCard };
  outbox: { key: number; value: QueuedReview };
  notes: { key: string; value: KeptNote; indexes: { openedAt: number } };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** Whether this browser can keep anything (not during the build's pre-render, not in a locked-down profile). */
export const canKeep = () => typeof indexedDB !== 'undefined';

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('meta');
      db.createObjectStore('queue', { keyPath: 'id' });
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('notes', { keyPath: 'id' }).createIndex('openedAt', 'openedAt');
    },
    // Another tab deleting the database (sign-out there) closes this connection: open anew next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
    terminated() {
      opening = null;
    },
  });
  return opening;
}

/** The user the device last signed in as: the app starts with them when the network is gone. */
export async function keptUser(): Promise<User | undefined> {
  if (!canKeep()) return undefined;
  return (await database()).get('meta', 'user');
}

/** Remembers the signed-in user; a different user than the one kept before empties what was kept for them. */
export async function keepUser(user: User): Promise<void> {
  if (!canKeep()) return;
  const db = await database();
  const tx = db.transaction(['meta', 'queue', 'outbox', 'notes'], 'readwrite');
  const before = await tx.objectStore('meta').get('user');
  if (before && before.id !== user.id) {
    await Promise.all([tx.objectStore('queue').clear(), tx.objectStore('outbox').clear(), tx.objectStore('notes').clear()]);
  }
  await tx.objectStore('meta').put(user, 'user');
  await tx.done;
  if (before && before.id !== user.id) await forgetCardImages();
}

/** Sign-out: nothing of the user stays on the device. */
export async function forgetEverything(): Promise<void> {
  if (!canKeep()) return;
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await Promise.all([deleteDB(DB_NAME), forgetCardImages()]);
}

// The review queue.

/** Replaces the kept queue with the server's, less the cards graded here and not yet sent. */
export async function keepQueue(cards: DueCard[]): Promise<void> {
  const db = await database();
  const tx = db.transaction(['queue', 'outbox'], 'readwrite');
  const waiting = new Set((await tx.objectStore('outbox').getAll()).map((review) => review.cardId));
  const queue = tx.objectStore('queue');
  await queue.clear();
  await Promise.all(cards.filter((card) => !waiting.has(card.id)).map((card) => queue.put(card)));
  await tx.done;
}

export async function keptQueue(): Promise<DueCard[]> {
  if (!canKeep()) return [];
  return (await database()).getAll('queue');
}

/** A card graded while online leaves the kept queue (it is scheduled anew on the server). */
export async function dropFromQueue(cardId: string): Promise<void> {
  if (!canKeep()) return;
  await (await database()).delete('queue', cardId);
}

/** A grade made offline: out of the queue and into the outbox, together. */
export async function queueReview(review: Omit<QueuedReview, 'seq'>): Promise<void> {
  const db = await database();
  const tx = db.transaction(['queue', 'outbox'], 'readwrite');
  await tx.objectStore('queue').delete(review.cardId);
  await tx.objectStore('outbox').add(review as QueuedReview);
  await tx.done;
}

// The outbox, oldest first.

export async function outbox(): Promise<QueuedReview[]> {
  if (!canKeep()) return [];
  return (await database()).getAll('outbox');
}

export async function removeFromOutbox(seq: number): Promise<void> {
  await (await database()).delete('outbox', seq);
}

// Notes opened before.

/** Keeps the note as opened now; past the cap, the note opened longest ago goes. */
export async function keepNote(note: Note): Promise<void> {
  if (!canKeep()) return;
  const db = await database();
  const tx = db.transaction('notes', 'readwrite');
  await tx.store.put({ id: note.id, note, openedAt: Date.now() });
  const extra = (await tx.store.count()) - OFFLINE_LIMITS.keptNotes;
  if (extra > 0) {
    let cursor = await tx.store.index('openedAt').openCursor();
    for (let i = 0; i < extra && cursor; i++) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.done;
}

export async function keptNote(id: string): Promise<Note | undefined> {
  if (!canKeep()) return undefined;
  return (await (await database()).get('notes', id))?.note;
}

export async function forgetNote(id: string): Promise<void> {
  if (!canKeep()) return;
  await (await database()).delete('notes', id);
}
