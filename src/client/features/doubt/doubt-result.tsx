import { Check, Layers, NotebookPen, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Doubt } from '../../../shared/doubt';
import { Markdown } from '../../components/markdown/markdown';
import { SaveToNotesButton } from '../../components/save-to-notes-button';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useRememberDoubt } from './api/remember-doubt';
import { difficultyLabel } from './difficulty-label';
import { doubtNote } from './doubt-note';

type Mode = 'detailed' | 'simple';

const MODES: Mode[] = ['detailed', 'simple'];

/** The notes an answer drew on, each a link to /notes. */
function Citations({ doubt }: { doubt: Doubt }) {
  const { t } = useTranslation('doubt');
  if (doubt.citations.length === 0) return null;
  return (
    <section aria-label={t('From your notes')} className="rounded-lg border bg-muted/40 p-4">
      <h3 className="text-sm font-semibold">{t('From your notes')}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {doubt.citations.map((citation) => (
          <li key={citation.id}>
            <Link href="/notes" className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
              <NotebookPen aria-hidden className="size-4" />
              <span data-untranslated>{citation.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Solution Explained': the question, its subject, the answer (or the simple one) and what to do next. */
export function DoubtResult({ doubt, onAskNew }: { doubt: Doubt; onAskNew: () => void }) {
  const [mode, setMode] = useState<Mode>('detailed');
  const remember = useRememberDoubt();
  const { t } = useTranslation('doubt');
  const modeLabel = (id: Mode) => (id === 'detailed' ? t('Detailed Explanation') : t("Explain Like I'm 5"));
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that led here (submit or View Solution) is gone: keyboard and screen-reader users land on the result.
  useEffect(() => heading.current?.focus(), []);
  const shown = mode === 'simple' && doubt.simpleAnswer ? doubt.simpleAnswer : doubt.answer;

  const rememberThis = () =>
    remember.mutate(doubt, {
      onSuccess: () => toast({ title: t('Flashcard added'), description: t('This doubt comes back in your flashcard review.') }),
      onError: (cause) =>
        toast({ title: t('Error'), description: errorMessage(cause, t('The flashcard was not added.')), variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="doubt-result-title">
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} id="doubt-result-title" className="text-lg font-semibold leading-tight focus:outline-none">
          {t('Solution Explained')}
        </h2>
        <p className="whitespace-pre-wrap break-words font-medium" data-untranslated>
          {doubt.question}
        </p>
        <div className="flex flex-wrap gap-2">
          {doubt.subject && (
            <Badge variant="secondary" data-untranslated>
              {doubt.subject}
            </Badge>
          )}
          <Badge variant="outline">{difficultyLabel(t, doubt.difficulty)}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {doubt.simpleAnswer && (
          <div role="group" aria-label={t('Explanation style')} className="flex flex-wrap gap-2">
            {MODES.map((id) => (
              <Button
                key={id}
                size="sm"
                variant={mode === id ? 'default' : 'outline'}
                aria-pressed={mode === id}
                onClick={() => setMode(id)}
              >
                {modeLabel(id)}
              </Button>
            ))}
          </div>
        )}
        <div
          aria-live="polite"
          className={cn('rounded-lg border p-4', mode === 'simple' && 'bg-muted/40')}
          data-testid="doubt-answer"
          data-untranslated
        >
          <Markdown>{shown}</Markdown>
        </div>
        <Citations doubt={doubt} />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <SaveToNotesButton
          note={() => doubtNote(doubt, t)}
          toasts={{
            savedTitle: t('Note Created'),
            saved: t('The solution has been saved to your notes.'),
            failedTitle: t('Error'),
            failed: t('Failed to create note.'),
          }}
        />
        <Button variant="outline" onClick={rememberThis} disabled={remember.isPending || remember.isSuccess}>
          {remember.isPending ? <Spinner /> : remember.isSuccess ? <Check aria-hidden /> : <Layers aria-hidden />}
          {remember.isSuccess ? t('Added to Flashcards') : t('Remember this')}
        </Button>
        <Button onClick={onAskNew}>
          <RotateCcw aria-hidden />
          {t('Ask New Doubt')}
        </Button>
      </CardFooter>
    </Card>
  );
}
