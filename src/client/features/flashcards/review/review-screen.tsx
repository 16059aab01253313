import { ArrowLeft, CheckCircle2, Eye, RotateCcw, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { GRADES, type Grade } from '../../../../shared/flashcards';
import { OFFLINE_TEXTS } from '../../../../shared/offline';
import { Markdown, preloadMarkdown } from '../../../components/markdown/markdown';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api';
import { GradeButtons } from './grade-buttons';
import { useKeepDueQueue } from './kept-queue';
import { useReviewSession } from './use-review-session';
import { pageTitle, useDocumentTitle } from '../../../lib/use-document-title';

/** Keys typed into a field belong to the field, not to the review. */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** /flashcards/review: today's due cards one at a time; Space shows the answer, 1–4 grade it, Z undoes. */
export function ReviewScreen() {
  const session = useReviewSession();
  useKeepDueQueue();
  const [revealed, setRevealed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { current } = session;
  const { t } = useTranslation('flashcards');

  useDocumentTitle(pageTitle(t('Review'), t('Flashcards')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  // Each new card starts with its answer hidden.
  const [shownId, setShownId] = useState<string | undefined>();
  if (current?.id !== shownId) {
    setShownId(current?.id);
    setRevealed(false);
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      if (event.key === ' ' && current && !revealed) {
        event.preventDefault();
        setRevealed(true);
      } else if (revealed && current && GRADES.includes(Number(event.key) as Grade)) {
        event.preventDefault();
        session.gradeCurrent(Number(event.key) as Grade);
      } else if (event.key.toLowerCase() === 'z' && session.canUndo) {
        event.preventDefault();
        void session.undoLast();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, revealed, session]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href="/flashcards">
            <ArrowLeft aria-hidden /> {t('Flashcards')}
          </Link>
        </Button>
        <p className="text-sm font-medium" aria-live="polite" data-testid="cards-left">
          {session.loading ? '' : t('{count, number} left', { count: session.left })}
        </p>
        <Button variant="outline" size="sm" onClick={() => void session.undoLast()} disabled={!session.canUndo} aria-keyshortcuts="z">
          <Undo2 aria-hidden /> {t('Undo (Z)')}
        </Button>
      </div>
      <h1 ref={heading} className="sr-only">
        {t('Review flashcards')}
      </h1>
      {session.offline ? (
        <p className="text-sm text-muted-foreground" data-testid="offline-review">
          {session.keptNothing ? t(OFFLINE_TEXTS.noOfflineQueue, { ns: 'offline' }) : t(OFFLINE_TEXTS.offlineReview, { ns: 'offline' })}
        </p>
      ) : null}

      {session.error ? (
        <Card>
          <CardContent className="p-6 text-destructive">
            {t('Could not load your due cards.')} {errorMessage(session.error, '')}
          </CardContent>
        </Card>
      ) : session.loading ? (
        <Card>
          <CardContent className="p-6 text-muted-foreground">{t("Loading today's cards…")}</CardContent>
        </Card>
      ) : !current ? (
        <Card className="text-center">
          <CardHeader className="items-center gap-2">
            <CheckCircle2 className="size-12 text-green-700 dark:text-green-400" aria-hidden />
            <h2 className="text-xl font-semibold">{t('All done for now!')}</h2>
            <p className="text-muted-foreground">
              {t('Cards in their learning steps come back in a few minutes; the rest are scheduled.')}
            </p>
          </CardHeader>
          <CardFooter className="justify-center gap-2">
            <Button variant="outline" onClick={() => void session.startAgain()}>
              <RotateCcw aria-hidden /> {t('Check again')}
            </Button>
            <Button asChild>
              <Link href="/dashboard">{t('Dashboard')}</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : (
        <Card role="region" aria-label={t('Flashcard')}>
          <CardContent className="space-y-4 p-6">
            <div data-testid="review-front" className="text-lg" data-untranslated>
              <Markdown>{current.front}</Markdown>
            </div>
            {revealed && (
              <div data-testid="review-back" className="border-t pt-4">
                <div data-untranslated>
                  <Markdown>{current.back}</Markdown>
                </div>
                {current.source.passage && current.source.passage !== current.back && (
                  <blockquote className="mt-3 border-l-2 pl-3 text-sm text-muted-foreground">
                    <span className="sr-only">{t('Source passage:')} </span>
                    <div data-untranslated>
                      <Markdown>{current.source.passage}</Markdown>
                    </div>
                  </blockquote>
                )}
              </div>
            )}
          </CardContent>
          <CardFooter>
            {revealed ? (
              <div className="w-full">
                <GradeButtons card={current} onGrade={session.gradeCurrent} />
              </div>
            ) : (
              <Button className="w-full" onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
                <Eye aria-hidden /> {t('Show answer (Space)')}
              </Button>
            )}
          </CardFooter>
        </Card>
      )}
    </div>
  );
}
