import { and, eq, inArray } from 'drizzle-orm';
import type { CardImageType } from '../../../shared/card-images';
import type { Db, Tx } from '../../db/client';
import { cardImage } from '../../db/schema';

export interface NewCardImage {
  id: string;
  cardId: string;
  mimeType: CardImageType;
  data: Uint8Array;
}

const INSERT_SLICE = 50;

/** Stores cards' images, a few per statement: each may be a couple of megabytes. */
export async function insertCardImages(tx: Tx, userId: string, images: NewCardImage[]): Promise<void> {
  for (let start = 0; start < images.length; start += INSERT_SLICE) {
    const slice = images.slice(start, start + INSERT_SLICE);
    await tx
      .insert(cardImage)
      .values(slice.map(({ data, ...image }) => ({ ...image, userId, size: data.length, data: Buffer.from(data) })));
  }
}

/** One image of the user's cards, or undefined (someone else's answers the same). */
export async function findCardImage(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ mimeType: cardImage.mimeType, data: cardImage.data })
    .from(cardImage)
    .where(and(eq(cardImage.id, id), eq(cardImage.userId, userId)));
  return row;
}

/** The images of the user's given cards, for an export. */
export function imagesOfCards(db: Db, userId: string, cardIds: string[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cardImage.id, mimeType: cardImage.mimeType, data: cardImage.data })
    .from(cardImage)
    .where(and(eq(cardImage.userId, userId), inArray(cardImage.cardId, cardIds)));
}
