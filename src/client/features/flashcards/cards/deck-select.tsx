import { useTranslation } from 'react-i18next';
import { DEFAULT_DECK_NAME, type Deck } from '../../../../shared/flashcards';
import { Label } from '../../../components/ui/label';
import { deckNameText } from '../../../lib/deck-name';
import { FIELD_CLASS } from '../field-class';

/** Which deck new cards go to; with no deck yet, the General deck is made on save. */
export function DeckSelect({
  id,
  decks,
  value,
  onChange,
}: {
  id: string;
  decks: Deck[];
  value: string;
  onChange: (deckId: string) => void;
}) {
  const { t } = useTranslation('flashcards');
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{t('Deck')}</Label>
      <select id={id} className={FIELD_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {decks.length === 0 && <option value="">{t('{name} (new)', { name: deckNameText(t, DEFAULT_DECK_NAME) })}</option>}
        {decks.map((deck) => (
          <option key={deck.id} value={deck.id} data-untranslated>
            {deckNameText(t, deck.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
