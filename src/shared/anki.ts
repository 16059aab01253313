// Anki packages (.apkg / .colpkg) in and out of a deck (decision 073): limits, texts and the import's report.

import { MAX_UPLOAD_BYTES } from './upload';

/** A package is a document-sized upload: the same 10 MB as a PDF or Word file. */
export const APKG_MAX_BYTES = MAX_UPLOAD_BYTES;

export const ANKI_MESSAGES = {
  tooLarge: 'This Anki package is larger than 10 MB. Export fewer decks, or leave the media out, then try again.',
  wrongType: 'Please choose an Anki package (.apkg or .colpkg).',
  notZip: 'This file is not an Anki package (.apkg or .colpkg): it is not a zip archive.',
  damaged: 'This Anki package is damaged and could not be read. Export the deck from Anki again.',
  unsafe: 'This Anki package unpacks to far more data than a deck needs, or holds too many files, so it was not opened.',
  noCollection: 'This Anki package has no collection inside. Export the deck from Anki again.',
  newerFormat:
    'This package uses the newest Anki format only. In Anki, export again with "Support older Anki versions" ticked, then import that file.',
  noCards: 'This Anki package has no cards with both a front and a back.',
} as const;

/** Why cards or parts of them were left out of an import; each reason is reported once with its count. */
export const ANKI_SKIP_REASONS = {
  empty: 'Notes with an empty front or back',
  tooLong: 'Notes with a side longer than a card holds',
  extraCards: 'Extra cards of one note (a reversed card, for one): each note becomes one card',
  unknownNoteType: 'Notes of a note type the package does not describe',
  images: 'Images missing from the package, larger than 2 MB, or not PNG, JPEG, GIF or WebP',
  sounds: 'Sounds and other media (cards keep their text only)',
  overLimit: 'Notes past the most one deck keeps',
} as const;
export type AnkiSkipReason = keyof typeof ANKI_SKIP_REASONS;

export interface ApkgImportResult {
  deckId: string;
  imported: number;
  skipped: { reason: string; count: number }[];
}
