import type { TFunction } from 'i18next';
import { ANKI_IMPORT_DECK_NAME, DEFAULT_DECK_NAME } from '../../shared/flashcards';
import { MISTAKES_DECK_PREFIX } from '../../shared/quiz';

// The names the server gives decks by itself ('General', 'Anki import', 'Mistakes — <quiz title>')
// are stored in English, the same for every reader, so that the next cards find the same deck; the
// browser says them again in the reader's words. A name the student chose is shown as written.

/** A deck's name as the reader should see it: a default name translated, any other as it is. */
export function deckNameText(t: TFunction<'flashcards'>, name: string): string {
  if (name === DEFAULT_DECK_NAME) return t('General');
  if (name === ANKI_IMPORT_DECK_NAME) return t('Anki import');
  if (name.startsWith(MISTAKES_DECK_PREFIX)) return t('Mistakes — {title}', { title: name.slice(MISTAKES_DECK_PREFIX.length) });
  return name;
}
