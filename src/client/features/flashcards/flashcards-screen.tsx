import { GraduationCap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useDecks } from './api/decks';
import { useDue } from './api/reviews';
import { useKeepDueQueue, useKeptDueCount } from './review/kept-queue';
import { CardForm } from './cards/card-form';
import { CardList } from './cards/card-list';
import { DeckPanel } from './decks/deck-panel';
import { SuggestPanel } from './suggest/suggest-panel';
import { deckNameText } from '../../lib/deck-name';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /flashcards: today's review, the decks, a card made by hand or proposed from a note, and the deck's cards. */
export function FlashcardsScreen() {
  const decks = useDecks();
  const due = useDue();
  useKeepDueQueue();
  // Offline: the cards kept on this device that are due now (decision 076).
  const kept = useKeptDueCount();
  // ?deck= opens the deck cards were just saved to from another screen.
  const requested = new URLSearchParams(useSearch()).get('deck') ?? undefined;
  const [selected, setSelected] = useState<string | undefined>(requested);
  const deckId = selected && decks.data?.some((deck) => deck.id === selected) ? selected : decks.data?.[0]?.id;
  const deck = decks.data?.find((d) => d.id === deckId);
  const { t } = useTranslation('flashcards');

  useDocumentTitle(pageTitle(t('Flashcards')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const count = kept ?? due.data?.count;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Flashcards')}</h1>
          <p className="mt-1 text-muted-foreground">{t('Remember what you studied: a few minutes of review a day, spaced by FSRS.')}</p>
        </div>
        <Card className="sm:min-w-64">
          <CardContent className="flex items-center justify-between gap-4 p-4">
            <p className="font-semibold" data-testid="due-count">
              {count === undefined
                ? t('Due today: …')
                : kept !== undefined
                  ? t('Due today: {count, number} (kept on this device)', { count })
                  : t('Due today: {count, number}', { count })}
            </p>
            <Button asChild disabled={!count}>
              <Link href="/flashcards/review">
                <GraduationCap aria-hidden /> {t('Review')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>

      <DeckPanel decks={decks} selectedId={deckId} onSelect={setSelected} />

      <div className="grid gap-6 lg:grid-cols-2">
        <CardForm decks={decks.data ?? []} deckId={deckId} onSaved={setSelected} />
        <SuggestPanel decks={decks.data ?? []} deckId={deckId} onSaved={setSelected} />
      </div>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">
            {deck ? (
              <Trans
                t={t}
                i18nKey="Cards in <0>{name}</0>"
                values={{ name: deckNameText(t, deck.name) }}
                components={[<span key="name" data-untranslated />]}
              />
            ) : (
              t('Cards')
            )}
          </h2>
        </CardHeader>
        <CardContent>
          <CardList deckId={deckId} />
        </CardContent>
      </Card>
    </div>
  );
}
