import { ArrowRight, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CardSuggestion } from '../../../../shared/flashcards';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import type { MakeFlashcardsProps } from '../../../components/make-flashcards';
import { useDecks } from '../api/decks';
import { useSuggestCards } from '../api/suggest';
import { SuggestionReview } from './suggestion-review';

interface ProposedCardsProps extends Pick<MakeFlashcardsProps, 'source'> {
  suggestions: CardSuggestion[];
  onDone: (deckId?: string) => void;
}

/** The review, once the decks to choose from are known (asked for only when there is something to save). */
function ProposedCards({ suggestions, source, onDone }: ProposedCardsProps) {
  const decks = useDecks();
  const { t } = useTranslation('flashcards');
  if (decks.error) {
    return (
      <p role="alert" className="p-6 text-sm">
        {errorMessage(decks.error, t('Your decks could not be loaded.'))}
      </p>
    );
  }
  if (!decks.data) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 p-10 text-muted-foreground">
        <Spinner /> {t('Loading your decks…')}
      </div>
    );
  }
  return (
    <SuggestionReview
      className="border-0 shadow-none"
      decks={decks.data}
      deckId={decks.data[0]?.id}
      initial={suggestions}
      source={source}
      onDone={onDone}
    />
  );
}

/** 'Make flashcards' on a saved summary or note: proposed cards reviewed in a dialog, then saved to a deck. */
export default function MakeFlashcardsButton({ request, source, title, size = 'default' }: MakeFlashcardsProps) {
  const suggest = useSuggestCards();
  const [proposed, setProposed] = useState<CardSuggestion[] | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const icon = size === 'icon';
  const { t } = useTranslation('flashcards');

  const start = () =>
    suggest.mutate(request, {
      onSuccess: ({ suggestions }) => setProposed(suggestions),
      onError: (cause) =>
        toast({ title: t('Error'), description: errorMessage(cause, t('No flashcards were made.')), variant: 'destructive' }),
    });

  return (
    <>
      <Button
        ref={button}
        variant={icon ? 'ghost' : 'outline'}
        size={size}
        onClick={start}
        disabled={suggest.isPending}
        aria-label={t('Make flashcards from {title}', { title })}
      >
        {suggest.isPending ? <Spinner /> : <Sparkles aria-hidden />}
        {!icon && ` ${t('Make flashcards')}`}
      </Button>
      {/* An icon button has no room beside it: the toast alone names the deck. */}
      {savedTo && !icon && (
        <Button asChild variant="link" size={size === 'sm' ? 'sm' : 'default'} className="px-1">
          <Link href={`/flashcards?deck=${encodeURIComponent(savedTo)}`}>
            {t('Open in Flashcards')} <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
      <Dialog open={proposed !== null} onOpenChange={(open) => !open && setProposed(null)}>
        <DialogContent
          className="max-w-2xl p-0 sm:p-0"
          aria-describedby={undefined}
          // The button was disabled while the cards were proposed, so Radix has nothing to give focus back to.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <DialogTitle className="sr-only">{t('Make flashcards from {title}', { title })}</DialogTitle>
          {proposed && (
            <ProposedCards
              suggestions={proposed}
              source={source}
              onDone={(deckId) => {
                setProposed(null);
                if (deckId) setSavedTo(deckId);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
