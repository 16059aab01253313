import { DEFAULT_DECK_NAME, type Deck } from '../../../../shared/flashcards';
import { Label } from '../../../components/ui/label';
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
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Deck</Label>
      <select id={id} className={FIELD_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {decks.length === 0 && <option value="">{DEFAULT_DECK_NAME} (new)</option>}
        {decks.map((deck) => (
          <option key={deck.id} value={deck.id}>
            {deck.name}
          </option>
        ))}
      </select>
    </div>
  );
}
