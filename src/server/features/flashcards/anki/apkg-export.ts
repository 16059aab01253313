import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { CARD_IMAGE_EXTENSIONS, type CardImageType, cardImageMarkdown } from '../../../../shared/card-images';
import { fileBase } from '../../../http/download';
import type { ReviewLogRow } from '../review-repo';
import type { CardRow, DeckRow } from '../repo';
import {
  ANKI_SCHEMA_VERSION,
  BASIC_MODEL_ID,
  COLLECTION_DDL,
  confJson,
  deckConfJson,
  decksJson,
  FIELD_SEPARATOR,
  modelsJson,
} from './anki-collection';
import { toAnkiField } from './anki-math';
import { DEFAULT_FACTOR, revlogType, toAnkiScheduling } from './anki-scheduling';
import { loadSqlJs } from './sql-js';

const DAY_SECONDS = 86_400;

export interface ApkgFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** Anki's checksum of a note: the first 8 hex digits of the SHA-1 of its first field's text, as a number. */
export function fieldChecksum(text: string): number {
  return parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/** A stable, unique guid per card, so importing the same export twice updates rather than duplicates. */
function guidOf(cardId: string): string {
  return createHash('sha1').update(`studium:${cardId}`).digest('base64').slice(0, 10);
}

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').trim();

/** Ids in Anki are millisecond times; one per row, counted up from `start` so none repeat. */
function idCounter(start: number) {
  let last = start - 1;
  return (wanted: number) => (last = Math.max(wanted, last + 1));
}

/** An image the deck's cards show. */
export interface ExportImage {
  id: string;
  mimeType: string;
  data: Uint8Array;
}

const mediaName = (image: ExportImage) => `studium-${image.id}.${CARD_IMAGE_EXTENSIONS[image.mimeType as CardImageType] ?? 'png'}`;

/** A card side as an Anki field, its own images as <img> tags naming their media files. */
function fieldOf(text: string, images: Map<string, ExportImage>): string {
  return toAnkiField(text).replace(cardImageMarkdown(), (markdown, alt: string, id: string) => {
    const image = images.get(id);
    return image ? `<img src="${mediaName(image)}" alt="${alt.replace(/"/g, '&quot;')}">` : markdown;
  });
}

/**
 * The deck as an .apkg: a zip of `collection.anki2` (a SQLite collection Anki imports, with the
 * cards' FSRS memory state and review history), the `media` map and the images the cards show
 * (numbered files, as Anki writes them).
 */
export async function buildApkg(
  deck: DeckRow,
  cards: CardRow[],
  reviews: ReviewLogRow[],
  now: Date,
  images: ExportImage[] = [],
): Promise<ApkgFile> {
  const imagesById = new Map(images.map((image) => [image.id, image]));
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.exec(COLLECTION_DDL);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const earliest = Math.min(now.getTime(), ...cards.map((card) => card.createdAt.getTime()));
    // The collection's creation day: review cards count their due day from it.
    const crt = Math.floor(earliest / 1000 / DAY_SECONDS) * DAY_SECONDS;
    const deckId = deck.createdAt.getTime();
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      now.getTime(),
      now.getTime(),
      ANKI_SCHEMA_VERSION,
      confJson(deckId),
      modelsJson(nowSeconds, deckId),
      decksJson(deckId, deck.name, nowSeconds),
      deckConfJson(nowSeconds),
      '{}',
    ]);
    const ankiIds = new Map<string, number>();
    const noteId = idCounter(0);
    const cardId = idCounter(0);
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)');
    cards.forEach((card, position) => {
      const front = fieldOf(card.front, imagesById);
      const nid = noteId(card.createdAt.getTime());
      const mod = Math.floor(card.updatedAt.getTime() / 1000);
      insertNote.run([
        nid,
        guidOf(card.id),
        BASIC_MODEL_ID,
        mod,
        front + FIELD_SEPARATOR + fieldOf(card.back, imagesById),
        stripHtml(front),
        fieldChecksum(stripHtml(front)),
      ]);
      const s = toAnkiScheduling(card, crt, position + 1);
      const cid = cardId(card.createdAt.getTime());
      ankiIds.set(card.id, cid);
      insertCard.run([cid, nid, deckId, mod, s.type, s.queue, s.due, s.ivl, s.factor, s.reps, s.lapses, s.data]);
    });
    insertNote.free();
    insertCard.free();
    const revlogId = idCounter(0);
    const insertReview = db.prepare('INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, 0, ?)');
    for (const review of [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime())) {
      const cid = ankiIds.get(review.cardId);
      if (cid === undefined) continue;
      insertReview.run([
        revlogId(review.reviewedAt.getTime()),
        cid,
        review.grade,
        review.scheduledDays,
        review.elapsedDays,
        DEFAULT_FACTOR,
        revlogType(review.state),
      ]);
    }
    insertReview.free();
    const zip = new JSZip();
    zip.file('collection.anki2', db.export());
    const media: Record<string, string> = {};
    images.forEach((image, i) => {
      media[String(i)] = mediaName(image);
      zip.file(String(i), image.data);
    });
    zip.file('media', JSON.stringify(media));
    const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { fileName: `${fileBase(deck.name, 'flashcards')}.apkg`, contentType: 'application/octet-stream', body };
  } finally {
    db.close();
  }
}
