import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';
import initSqlJs from 'sql.js';
import { COLLECTION_DDL, FIELD_SEPARATOR } from '../../src/server/features/flashcards/anki/anki-collection';

/** A 1×1 PNG, a picture a card keeps. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface PackageNote {
  front: string;
  back: string;
}

/**
 * A package as Anki makes one: a "Basic (and reversed card)" note type (so each note brings a
 * reversed card the import leaves out), the deck `deckName`, and the media files `media` by name.
 */
export async function ankiPackage(
  notes: PackageNote[] = [{ front: 'माइटोकॉन्ड्रिया <img src="cell.png">', back: 'कोशिका का ऊर्जा घर' }],
  deckName = 'जीव विज्ञान::कोशिका',
  media: Record<string, Buffer | string> = { 'cell.png': PNG },
): Promise<Buffer> {
  const packageDir = dirname(createRequire(import.meta.url).resolve('sql.js'));
  const SQL = await initSqlJs({ locateFile: (file: string) => join(packageDir, file) });
  const db = new SQL.Database();
  db.exec(COLLECTION_DDL);
  const models = { '222': { id: 222, name: 'Basic (and reversed card)', type: 0, flds: [{ name: 'Front' }, { name: 'Back' }], tmpls: [] } };
  const decks = { '1': { id: 1, name: 'Default' }, '5': { id: 5, name: deckName } };
  db.run('INSERT INTO col VALUES (1, ?, 0, 0, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
    1_700_000_000,
    '{}',
    JSON.stringify(models),
    JSON.stringify(decks),
    '{}',
    '{}',
  ]);
  notes.forEach((note, i) => {
    db.run("INSERT INTO notes VALUES (?, ?, 222, 0, -1, '', ?, '', 0, 0, '')", [11 + i, `g${i}`, note.front + FIELD_SEPARATOR + note.back]);
    db.run("INSERT INTO cards VALUES (?, ?, 5, 0, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", [100 + 2 * i, 11 + i, 2 * i + 1]);
    db.run("INSERT INTO cards VALUES (?, ?, 5, 1, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", [101 + 2 * i, 11 + i, 2 * i + 2]);
  });
  const zip = new JSZip();
  zip.file('collection.anki2', db.export());
  const names = Object.keys(media);
  zip.file('media', JSON.stringify(Object.fromEntries(names.map((name, i) => [String(i), name]))));
  names.forEach((name, i) => zip.file(String(i), media[name]!));
  db.close();
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
