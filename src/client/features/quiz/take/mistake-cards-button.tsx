import { Layers } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuizEvaluation } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { deckNameText } from '../../../lib/deck-name';
import { useMakeMistakeCards } from '../api/make-mistake-cards';

/** "Make cards from my mistakes": every wrong or skipped answer becomes a card with its passage, then a link to the deck. */
export function MistakeCardsButton({ quizId, evaluation }: { quizId: string; evaluation: QuizEvaluation }) {
  const make = useMakeMistakeCards(quizId);
  const { t } = useTranslation('quiz');
  const { t: tCards } = useTranslation('flashcards');
  const mistakes = evaluation.feedback.filter((entry) => !entry.correct).length;
  if (mistakes === 0)
    return <p className="text-sm text-muted-foreground">{t('Every answer was right: no mistakes to make cards from.')}</p>;
  if (make.data) {
    const { deckId, added } = make.data;
    const deckName = deckNameText(tCards, make.data.deckName);
    return (
      <p className="flex flex-wrap items-center justify-center gap-2 text-sm" role="status">
        {added > 0
          ? t('{count, plural, one {# card} other {# cards}} made from your mistakes.', { count: added })
          : t('Your mistakes have their cards already.')}
        <Button asChild variant="outline">
          <Link href={`/flashcards?deck=${encodeURIComponent(deckId)}`}>
            {/* One flex item: the deck's name stays inline in the sentence (and in the link's name). */}
            <span>
              <Trans
                t={t}
                i18nKey="Open the deck “<0>{deckName}</0>”"
                values={{ deckName }}
                components={[<span key="deck" data-untranslated />]}
              />
            </span>
          </Link>
        </Button>
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={make.isPending}
      onClick={() =>
        make.mutate(undefined, {
          onError: (cause) =>
            toast({ title: t('Error'), description: errorMessage(cause, t('The cards were not made.')), variant: 'destructive' }),
        })
      }
    >
      {make.isPending ? <Spinner /> : <Layers aria-hidden />} {t('Make cards from my mistakes')}
    </Button>
  );
}
