import { randomUUID } from 'node:crypto';
import type { Database } from 'sql.js';
import { ANKI_MESSAGES, type AnkiSkipReason } from '../../../../shared/anki';
import { CARD_IMAGE_MAX_BYTES, cardImageUrl, type CardImageType, sniffCardImageType } from '../../../../shared/card-images';
import { stripControlChars, wellFormed } from '../../../../shared/control-chars';
import { ANKI_IMPORT_DECK_NAME, CARD_SIDE_MAX_CHARS, DECK_NAME_MAX_CHARS } from '../../../../shared/flashcards';
import { PER_RECORD_QUOTAS } from '../../../../shared/storage-quotas';
import { badRequest } from '../../../http-error';
import {
  assertDeclaredSizesHold,
  assertZipWithinLimits,
  checkedEntryBytes,
  readZipDirectory,
  type ZipEntry,
  type ZipRefusals,
} from '../../../ingest/documents/zip-directory';
import { FIELD_SEPARATOR, MODEL_CLOZE } from './anki-collection';
import { ankiFieldToText, clozeSides, countSounds, type HtmlToText } from './anki-field-text';
import type { AnkiScheduling } from './anki-scheduling';
import { loadSqlJs } from './sql-js';

/** An image of the package that cards show, its type read from its first bytes. */
export interface ApkgImage {
  mimeType: CardImageType;
  data: Uint8Array;
}

/** One card read from a package, its scheduling still in Anki's columns (mapped to FSRS by the caller, who knows the time). */
export interface ApkgCard {
  front: string;
  back: string;
  scheduling: AnkiScheduling;
  /** The card's own copies of the images its text shows: the id its text names, and which of the package's images. */
  images: { id: string; image: number }[];
}

export interface ApkgContent {
  deckName: string;
  /** The collection's creation time in seconds: review cards' due days count from it. */
  crt: number;
  cards: ApkgCard[];
  images: ApkgImage[];
  skipped: Partial<Record<AnkiSkipReason, number>>;
}

const REFUSALS: ZipRefusals = {
  damaged: () => badRequest(ANKI_MESSAGES.damaged),
  unsafe: () => badRequest(ANKI_MESSAGES.unsafe),
};
const ZIP_MAGIC = 0x04034b50;
const SQLITE_MAGIC = 'SQLite format 3\0';
/** A field this long cannot become a card side; it is skipped before any HTML is parsed. */
const FIELD_READ_MAX_CHARS = CARD_SIDE_MAX_CHARS * 25;
/** Most images one import keeps (each within CARD_IMAGE_MAX_BYTES); the cards' storage quota holds the rest back. */
const MAX_PACKAGE_IMAGES = 2_000;
const IMG_TAG = /<img\b[^>]*>/gi;
// An image's place in a field while its HTML becomes text: private-use characters no field keeps.
const MARK_OPEN = '\ue000';
const MARK_CLOSE = '\ue001';
const MARKS = /[\ue000\ue001]/g;
const MARKED = /\ue000(\d+)\ue001/g;

interface ModelInfo {
  type: number;
}

/**
 * The cards of an .apkg or .colpkg, checked as strictly as a Word file's archive (entry count,
 * declared sizes, ratio, then sizes and CRCs against the data) before SQLite opens the collection.
 * Runs on a parsing thread.
 */
export async function readApkg(data: Buffer, htmlToText: HtmlToText): Promise<ApkgContent> {
  if (data.length < 4 || data.readUInt32LE(0) !== ZIP_MAGIC) throw badRequest(ANKI_MESSAGES.notZip);
  const entries = readZipDirectory(data, REFUSALS);
  assertZipWithinLimits(entries, REFUSALS);
  await assertDeclaredSizesHold(data, entries, REFUSALS);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  // Anki 2.1.50+ writes collection.anki21 (older ones collection.anki2); the newest format
  // (collection.anki21b, zstd and protobuf) comes with an anki2 that only says to update Anki.
  const collection = byName.get('collection.anki21') ?? (byName.has('collection.anki21b') ? undefined : byName.get('collection.anki2'));
  if (!collection) throw badRequest(byName.has('collection.anki21b') ? ANKI_MESSAGES.newerFormat : ANKI_MESSAGES.noCollection);
  const bytes = await checkedEntryBytes(data, collection, REFUSALS);
  if (bytes.toString('latin1', 0, SQLITE_MAGIC.length) !== SQLITE_MAGIC) throw badRequest(ANKI_MESSAGES.damaged);
  const mediaEntry = byName.get('media');
  const media = mediaEntry ? mediaFiles(await checkedEntryBytes(data, mediaEntry, REFUSALS)) : new Map<string, string>();
  const SQL = await loadSqlJs();
  let db: Database | undefined;
  try {
    db = new SQL.Database(bytes);
    const images = await readImages(data, media, byName, shownImages(db));
    const content = readCollection(db, htmlToText, images);
    // Sounds and other media no field shows are counted too: none of them can be kept.
    const others = [...media.keys()].filter((name) => !IMAGE_NAME.test(name)).length;
    content.skipped.sounds = Math.max(content.skipped.sounds ?? 0, others) || undefined;
    return content;
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw badRequest(ANKI_MESSAGES.damaged);
  } finally {
    db?.close();
  }
}

/** The legacy media map `{"0": "name.png", …}` as name → zip entry; anything else (the newest format's protobuf) names nothing. */
function mediaFiles(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  try {
    const map = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!map || typeof map !== 'object' || Array.isArray(map)) return files;
    for (const [entry, name] of Object.entries(map)) if (typeof name === 'string') files.set(name, entry);
  } catch {
    // An unreadable map names no file.
  }
  return files;
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|svg|bmp|avif|tiff?)$/i;

/** The package's images a card may keep, by media name, read and checked before the collection is opened. */
interface PackageImages {
  list: ApkgImage[];
  byName: Map<string, number>;
}

/** The file names the notes' <img> tags name (as written, and percent-decoded). */
function shownImages(db: Database): Set<string> {
  const names = new Set<string>();
  const statement = db.prepare('SELECT flds FROM notes');
  try {
    while (statement.step()) {
      for (const tag of String(statement.get()[0]).match(IMG_TAG) ?? []) {
        const name = imageSource(tag);
        if (name === undefined) continue;
        names.add(name);
        try {
          names.add(decodeURIComponent(name));
        } catch {
          // Not percent-encoded after all.
        }
      }
    }
  } finally {
    statement.free();
  }
  return names;
}

/** The images the notes show, read from the archive (each checked like any entry) while there is room. */
async function readImages(
  data: Buffer,
  media: Map<string, string>,
  byName: Map<string, ZipEntry>,
  shown: Set<string>,
): Promise<PackageImages> {
  const images: PackageImages = { list: [], byName: new Map() };
  for (const [name, entryName] of media) {
    if (!shown.has(name)) continue;
    const entry = byName.get(entryName);
    if (!entry || entry.uncompressedSize > CARD_IMAGE_MAX_BYTES || images.list.length >= MAX_PACKAGE_IMAGES) continue;
    const bytes = entry.uncompressedSize >= 12 ? await checkedEntryBytes(data, entry, REFUSALS) : undefined;
    const mimeType = bytes && sniffCardImageType(bytes);
    if (!bytes || !mimeType) continue;
    images.byName.set(name, images.list.length);
    images.list.push({ mimeType, data: new Uint8Array(bytes) });
  }
  return images;
}

/** An <img> tag's file name as Anki writes it: HTML-escaped, sometimes percent-encoded. */
function imageSource(tag: string): string | undefined {
  const match = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!raw) return undefined;
  const unescaped = raw.replace(
    /&(amp|quot|#39|apos|lt|gt);/g,
    (_m, name: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' })[name] ?? '',
  );
  return unescaped;
}

function imageAlt(tag: string, name: string): string {
  const match = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  const alt = (match?.[1] ?? match?.[2] ?? '').trim() || name.replace(/\.[^.]+$/, '');
  return (
    alt
      .replace(/[[\]\n\r<>&"]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'Image'
  );
}

/**
 * A field's images the package holds become marks that survive the HTML's cleaning (each with its
 * alt text kept aside); any other image is counted as skipped.
 */
function markImages(html: string, images: PackageImages, alts: string[], skip: () => void): string {
  return html.replace(MARKS, '').replace(IMG_TAG, (tag) => {
    const name = imageSource(tag);
    let index = name === undefined ? undefined : images.byName.get(name);
    if (index === undefined && name !== undefined) {
      try {
        index = images.byName.get(decodeURIComponent(name));
      } catch {
        // Not percent-encoded after all.
      }
    }
    if (index === undefined) {
      skip();
      return '';
    }
    alts[index] = imageAlt(tag, name!);
    return ` ${MARK_OPEN}${index}${MARK_CLOSE} `;
  });
}

/** The marks of a card's sides as Markdown images of the card's own copies. */
function placeImages(sides: { front: string; back: string }, alts: string[]): { front: string; back: string; images: ApkgCard['images'] } {
  const copies = new Map<number, string>();
  const place = (text: string) =>
    text.replace(MARKED, (_match, index: string) => {
      const image = Number(index);
      let id = copies.get(image);
      if (!id) copies.set(image, (id = randomUUID()));
      return `![${alts[image] ?? 'Image'}](${cardImageUrl(id)})`;
    });
  const front = place(sides.front);
  const back = place(sides.back);
  return { front, back, images: [...copies].map(([image, id]) => ({ id, image })) };
}

function readCollection(db: Database, htmlToText: HtmlToText, images: PackageImages): ApkgContent {
  const [col] = db.exec('SELECT crt, models, decks FROM col LIMIT 1');
  const row = col?.values[0];
  if (!row) throw badRequest(ANKI_MESSAGES.damaged);
  const [crt, modelsText, decksText] = row;
  const models = parseModels(String(modelsText));
  const skipped: Partial<Record<AnkiSkipReason, number>> = {};
  const skip = (reason: AnkiSkipReason, count = 1) => (skipped[reason] = (skipped[reason] ?? 0) + count);
  const cards: ApkgCard[] = [];
  const deckCounts = new Map<number, number>();
  const statement = db.prepare(
    'SELECT n.mid, n.flds, c.ord, c.did, c.type, c.queue, c.due, c.ivl, c.factor, c.reps, c.lapses, c.data FROM cards c JOIN notes n ON n.id = c.nid ORDER BY n.id, c.ord',
  );
  try {
    while (statement.step()) {
      const [mid, flds, ord, did, type, queue, due, ivl, factor, reps, lapses, data] = statement.get();
      const model = models.get(Number(mid));
      if (!model) {
        skip('unknownNoteType');
        continue;
      }
      const fields = String(flds).split(FIELD_SEPARATOR);
      const cloze = model.type === MODEL_CLOZE;
      if (!cloze && Number(ord) > 0) {
        skip('extraCards');
        continue;
      }
      if (fields.some((value) => value.length > FIELD_READ_MAX_CHARS)) {
        skip('tooLong');
        continue;
      }
      if (cards.length >= PER_RECORD_QUOTAS.cardsPerDeck) {
        skip('overLimit');
        continue;
      }
      skip(
        'sounds',
        fields.reduce((sum, value) => sum + countSounds(value), 0),
      );
      const alts: string[] = [];
      const marked = fields.map((value) => markImages(value, images, alts, () => skip('images')));
      const text = cloze
        ? clozeCard(marked, Number(ord) + 1, htmlToText)
        : { front: ankiFieldToText(marked[0] ?? '', htmlToText), back: ankiFieldToText(marked[1] ?? '', htmlToText) };
      const sides = placeImages(text, alts);
      if (!sides.front || !sides.back) {
        skip('empty');
        continue;
      }
      if (sides.front.length > CARD_SIDE_MAX_CHARS || sides.back.length > CARD_SIDE_MAX_CHARS) {
        skip('tooLong');
        continue;
      }
      deckCounts.set(Number(did), (deckCounts.get(Number(did)) ?? 0) + 1);
      const scheduling = { type, queue, due, ivl, factor, reps, lapses };
      cards.push({
        ...sides,
        scheduling: {
          ...(Object.fromEntries(Object.entries(scheduling).map(([key, value]) => [key, Number(value) || 0])) as Omit<
            AnkiScheduling,
            'data'
          >),
          data: String(data ?? ''),
        },
      });
    }
  } finally {
    statement.free();
  }
  for (const reason of Object.keys(skipped) as AnkiSkipReason[]) if (!skipped[reason]) delete skipped[reason];
  // Only the images some card shows travel back to the server.
  const used = [...new Set(cards.flatMap((card) => card.images.map((copy) => copy.image)))];
  const renumber = new Map(used.map((image, i) => [image, i]));
  for (const card of cards) for (const copy of card.images) copy.image = renumber.get(copy.image)!;
  return {
    deckName: deckNameOf(String(decksText), deckCounts),
    crt: Number(crt) || 0,
    cards,
    images: used.map((image) => images.list[image]!),
    skipped,
  };
}

function clozeCard(fields: string[], number: number, htmlToText: HtmlToText): { front: string; back: string } {
  const { front, answers } = clozeSides(fields[0] ?? '', number);
  const extra = fields[1] ? ankiFieldToText(fields[1], htmlToText) : '';
  const back = [answers.map((answer) => ankiFieldToText(answer, htmlToText)).join('; '), extra].filter(Boolean).join('\n\n');
  return { front: ankiFieldToText(front, htmlToText), back };
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function parseModels(text: string): Map<number, ModelInfo> {
  const models = new Map<number, ModelInfo>();
  for (const [id, value] of Object.entries(parseJsonObject(text))) {
    const type = (value as { type?: unknown } | null)?.type;
    models.set(Number(id), { type: type === MODEL_CLOZE ? MODEL_CLOZE : 0 });
  }
  return models;
}

/** The name of the deck most cards came from, its `::` levels joined as a path. */
function deckNameOf(decksText: string, counts: Map<number, number>): string {
  const decks = parseJsonObject(decksText);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const name = top ? (decks[String(top[0])] as { name?: unknown } | undefined)?.name : undefined;
  const clean = typeof name === 'string' ? wellFormed(stripControlChars(name)).replace(/::/g, ' / ').replace(/\s+/g, ' ').trim() : '';
  return (clean || ANKI_IMPORT_DECK_NAME).slice(0, DECK_NAME_MAX_CHARS);
}
