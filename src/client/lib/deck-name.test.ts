import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ANKI_IMPORT_DECK_NAME, DEFAULT_DECK_NAME } from '../../shared/flashcards';
import { MISTAKES_DECK_PREFIX } from '../../shared/quiz';
import { deckNameText } from './deck-name';

/** A translator that shows which key and values it was asked for. */
const t = ((key: string, values?: Record<string, unknown>) =>
  `«${key}»${values ? JSON.stringify(values) : ''}`) as unknown as TFunction<'flashcards'>;

describe('deckNameText', () => {
  it('says the names the server gives decks in the reader’s words', () => {
    expect(deckNameText(t, DEFAULT_DECK_NAME)).toBe('«General»');
    expect(deckNameText(t, ANKI_IMPORT_DECK_NAME)).toBe('«Anki import»');
    expect(deckNameText(t, `${MISTAKES_DECK_PREFIX}Leaves`)).toBe('«Mistakes — {title}»{"title":"Leaves"}');
  });

  it('shows a name the student chose as written', () => {
    for (const name of ['Biology', 'general', 'General science', 'जीव विज्ञान', 'Mistakes']) expect(deckNameText(t, name)).toBe(name);
  });
});
