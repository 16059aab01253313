import type { Database } from 'sql.js';
import { ANKI_MESSAGES, type AnkiSkipReason } from '../../../../shared/anki';
import { stripControlChars, wellFormed } from '../../../../shared/control-chars';
import { ANKI_IMPORT_DECK_NAME, CARD_SIDE_MAX_CHARS, DECK_NAME_MAX_CHARS } from '../../../../shared/flashcards';
import { PER_RECORD_QUOTAS } from '../../../../shared/storage-quotas';
import { badRequest } from '../../../http-error';
import {
  assertDeclaredSizesHold,
  assertZipWithinLimits,
  checkedEntryBytes,
  readZipDirectory,
  type ZipRefusals,
} from '../../../ingest/documents/zip-directory';
import { FIELD_SEPARATOR, MODEL_CLOZE } from './anki-collection';
import { ankiFieldToText, clozeSides, countImages, countSounds, type HtmlToText } from './anki-field-text';
import type { AnkiScheduling } from './anki-scheduling';
import { loadSqlJs } from './sql-js';

/** One card read from a package, its scheduling still in Anki's columns (mapped to FSRS by the caller, who knows the time). */
export interface ApkgCard {
  front: string;
  back: string;
  scheduling: AnkiScheduling;
}

export interface ApkgContent {
  deckName: string;
  /** The collection's creation time in seconds: review cards' due days count from it. */
  crt: number;
  cards: ApkgCard[];
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
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|svg|bmp|avif)$/i;

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
  const media = byName.get('media');
  const mediaNames = media ? mediaFileNames(await checkedEntryBytes(data, media, REFUSALS)) : [];
  const SQL = await loadSqlJs();
  let db: Database | undefined;
  try {
    db = new SQL.Database(bytes);
    const content = readCollection(db, htmlToText);
    // Media files no field shows are counted too: none of them can be kept.
    const images = mediaNames.filter((name) => IMAGE_NAME.test(name)).length;
    const others = mediaNames.length - images;
    content.skipped.images = Math.max(content.skipped.images ?? 0, images) || undefined;
    content.skipped.sounds = Math.max(content.skipped.sounds ?? 0, others) || undefined;
    return content;
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw badRequest(ANKI_MESSAGES.damaged);
  } finally {
    db?.close();
  }
}

/** The legacy media map `{"0": "name.png", …}`; anything else (the newest format's protobuf) names nothing. */
function mediaFileNames(bytes: Buffer): string[] {
  try {
    const map = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
    return Object.values(map).filter((name): name is string => typeof name === 'string');
  } catch {
    return [];
  }
}

function readCollection(db: Database, htmlToText: HtmlToText): ApkgContent {
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
        'images',
        fields.reduce((sum, value) => sum + countImages(value), 0),
      );
      skip(
        'sounds',
        fields.reduce((sum, value) => sum + countSounds(value), 0),
      );
      const sides = cloze
        ? clozeCard(fields, Number(ord) + 1, htmlToText)
        : { front: ankiFieldToText(fields[0] ?? '', htmlToText), back: ankiFieldToText(fields[1] ?? '', htmlToText) };
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
  return { deckName: deckNameOf(String(decksText), deckCounts), crt: Number(crt) || 0, cards, skipped };
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
