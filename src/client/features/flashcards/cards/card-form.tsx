import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../../shared/flashcards';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useCreateCards } from '../api/cards';
import { CardFields } from './card-fields';
import { DeckSelect } from './deck-select';

interface CardFormProps {
  decks: Deck[];
  deckId: string | undefined;
  onSaved: (deckId: string) => void;
}

/** A card made by hand: deck, front and back. */
export function CardForm({ decks, deckId, onSaved }: CardFormProps) {
  const create = useCreateCards();
  const { t } = useTranslation('flashcards');
  const [sides, setSides] = useState({ front: '', back: '' });
  const [chosen, setChosen] = useState<string | undefined>();
  const target = chosen && decks.some((deck) => deck.id === chosen) ? chosen : (deckId ?? '');
  const ready = sides.front.trim() !== '' && sides.back.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    create.mutate(
      { ...(target ? { deckId: target } : {}), cards: [{ front: sides.front, back: sides.back }] },
      {
        onSuccess: (result) => {
          setSides({ front: '', back: '' });
          onSaved(result.deckId);
          toast({ title: t('Card added'), description: t('It is due for review now.') });
        },
        onError: (cause) =>
          toast({ title: t('Error'), description: errorMessage(cause, t('The card was not saved.')), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('New card')}</h2>
        <CardDescription>{t('Markdown and $math$ work on both sides.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <DeckSelect id="card-deck" decks={decks} value={target} onChange={setChosen} />
          <CardFields idPrefix="new-card" front={sides.front} back={sides.back} onChange={setSides} />
          <Button type="submit" disabled={!ready || create.isPending}>
            {create.isPending ? <Spinner /> : <Plus aria-hidden />} {t('Add card')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
