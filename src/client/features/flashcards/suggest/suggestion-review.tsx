import { Save, X } from 'lucide-react';
import { useRef, useState, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardSource, type CardSuggestion, type Deck, DEFAULT_DECK_NAME } from '../../../../shared/flashcards';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { deckNameText } from '../../../lib/deck-name';
import { useCreateCards } from '../api/cards';
import { CardFields } from '../cards/card-fields';
import { DeckSelect } from '../cards/deck-select';

interface SuggestionReviewProps {
  decks: Deck[];
  deckId: string | undefined;
  initial: CardSuggestion[];
  source: CardSource;
  /** Called with the deck saved to, or nothing when the student gave up. */
  onDone: (deckId?: string) => void;
  className?: string;
}

/** The proposed cards, each editable or dropped, saved together to one deck. */
export function SuggestionReview({ decks, deckId, initial, source, onDone, className }: SuggestionReviewProps) {
  const create = useCreateCards();
  const { t } = useTranslation('flashcards');
  const [cards, setCards] = useState(initial.map((card, key) => ({ ...card, key })));
  const [chosen, setChosen] = useState(deckId ?? '');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const usable = cards.filter((card) => card.front.trim() && card.back.trim());

  const save = () =>
    create.mutate(
      {
        ...(chosen ? { deckId: chosen } : {}),
        cards: usable.map(({ front, back, passage }) => ({ front, back, source: { ...source, ...(passage ? { passage } : {}) } })),
      },
      {
        onSuccess: (result) => {
          // Saved from another screen, the student has to know where the cards went.
          const stored = decks.find((d) => d.id === result.deckId)?.name ?? DEFAULT_DECK_NAME;
          const deck = deckNameText(t, stored);
          const count = result.cards.length;
          toast({
            title: t('Flashcards saved'),
            description: t('{count, plural, one {# card} other {# cards}} added to {deck}.', { count, deck }),
          });
          onDone(result.deckId);
        },
        onError: (cause) =>
          toast({ title: t('Error'), description: errorMessage(cause, t('The cards were not saved.')), variant: 'destructive' }),
      },
    );

  return (
    <Card role="region" aria-labelledby="suggestions-title" className={className}>
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} id="suggestions-title" className="text-lg font-semibold leading-tight focus:outline-none">
          {t('Proposed flashcards ({count, number})', { count: cards.length })}
        </h2>
        <CardDescription>{t('Edit what needs it and drop what you do not want, then save.')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <DeckSelect id="suggest-deck" decks={decks} value={chosen} onChange={setChosen} />
        <ol className="space-y-4">
          {cards.map((card, i) => (
            <li key={card.key} className="space-y-2 rounded-md border p-3" data-testid="suggestion">
              <CardFields
                idPrefix={`suggestion-${card.key}`}
                front={card.front}
                back={card.back}
                onChange={(sides) => setCards((all) => all.map((c) => (c.key === card.key ? { ...c, ...sides } : c)))}
              />
              <Button size="sm" variant="ghost" onClick={() => setCards((all) => all.filter((c) => c.key !== card.key))}>
                <X aria-hidden /> {t('Drop card {number}', { number: i + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={usable.length === 0 || create.isPending}>
          {create.isPending ? <Spinner /> : <Save aria-hidden />}{' '}
          {t('Save {count, plural, one {# card} other {# cards}}', { count: usable.length })}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('Cancel')}
        </Button>
      </CardFooter>
    </Card>
  );
}
