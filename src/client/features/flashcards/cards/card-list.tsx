import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Flashcard } from '../../../../shared/flashcards';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Markdown } from '../../../components/markdown/markdown';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useCards, useDeleteCard, useUpdateCard } from '../api/cards';
import { ShowMore } from '../../../components/show-more';
import { sourceLabel } from '../texts';
import { CardFields } from './card-fields';

const failed = (t: TFunction<'flashcards'>) => (cause: unknown) =>
  toast({ title: t('Error'), description: errorMessage(cause, t('Something went wrong.')), variant: 'destructive' });

function CardItem({ card, number }: { card: Flashcard; number: number }) {
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [editing, setEditing] = useState<{ front: string; back: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation('flashcards');

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    update.mutate({ id: card.id, ...editing }, { onSuccess: () => setEditing(null), onError: failed(t) });
  };

  return (
    <li className="rounded-md border p-4" data-testid="flashcard">
      {editing ? (
        <form onSubmit={save} className="space-y-3" aria-label={t('Edit card {number}', { number })}>
          <CardFields idPrefix={`edit-${card.id}`} front={editing.front} back={editing.back} onChange={setEditing} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending || !editing.front.trim() || !editing.back.trim()}>
              {t('Save card')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="grid min-w-0 flex-1 gap-2 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <span className="sr-only">{t('Front:')} </span>
              <div data-untranslated>
                <Markdown>{card.front}</Markdown>
              </div>
            </div>
            <div className="min-w-0 text-muted-foreground">
              <span className="sr-only">{t('Back:')} </span>
              <div data-untranslated>
                <Markdown>{card.back}</Markdown>
              </div>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            {card.source.kind !== 'manual' && <Badge variant="outline">{sourceLabel(t, card.source.kind)}</Badge>}
            <Button
              size="icon"
              variant="ghost"
              aria-label={t('Edit card {number}', { number })}
              onClick={() => setEditing({ front: card.front, back: card.back })}
            >
              <Pencil aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" aria-label={t('Delete card {number}', { number })} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        title={t('Delete Card')}
        description={t('Delete this card and its review history? This cannot be undone.')}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => remove.mutate(card.id, { onError: failed(t) })}
      />
    </li>
  );
}

/** The selected deck's cards, each editable and deletable. */
export function CardList({ deckId }: { deckId: string | undefined }) {
  const cards = useCards(deckId);
  const { t } = useTranslation('flashcards');
  if (!deckId) return <p className="text-sm text-muted-foreground">{t('No cards yet.')}</p>;
  if (cards.isPending) return <p className="text-sm text-muted-foreground">{t('Loading cards…')}</p>;
  if (cards.isError)
    return (
      <p className="text-sm text-destructive">
        {t('Could not load the cards.')} {errorMessage(cards.error, '')}
      </p>
    );
  if (cards.data.length === 0) return <p className="text-sm text-muted-foreground">{t('This deck has no cards yet.')}</p>;
  return (
    <>
      <ol className="flex flex-col gap-3">
        {cards.data.map((card, i) => (
          <CardItem key={card.id} card={card} number={i + 1} />
        ))}
      </ol>
      <ShowMore {...cards} label={t('Show more cards')} />
    </>
  );
}
