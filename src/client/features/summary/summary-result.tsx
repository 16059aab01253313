import { Check, Copy, Save } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUMMARY_MODE_LABELS, SUMMARY_TOASTS, type SummaryMode } from '../../../shared/summary';
import { Markdown } from '../../components/markdown/markdown';
import { SaveToNotesButton, type SaveToNotesToasts } from '../../components/save-to-notes-button';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { MakeFlashcards } from '../../components/make-flashcards';
import { useLanguage } from '../../i18n/language';
import { formatSavedAt } from './saved-at';
import { summaryNote } from './summary-note';

/** What the result area shows: a fresh summary (not yet saved, or saved as `savedId`) or a saved one opened from the list. */
export interface ShownSummary {
  title: string;
  mode: SummaryMode;
  summary: string;
  original: string;
  savedId?: string;
  createdAt?: string;
}

interface SummaryResultProps {
  shown: ShownSummary;
  /** Set for a fresh summary: 'Save' stores it in the list. */
  onSave?: () => void;
  saving?: boolean;
}

const noteToasts = (t: TFunction<'summary'>): SaveToNotesToasts => ({
  savedTitle: t(SUMMARY_TOASTS.noteSavedTitle),
  saved: t(SUMMARY_TOASTS.noteSaved),
  failedTitle: t('Error'),
  failed: t(SUMMARY_TOASTS.noteFailed),
});

async function copy(text: string, t: TFunction<'summary'>) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t(SUMMARY_TOASTS.copiedTitle), description: t(SUMMARY_TOASTS.copied) });
  } catch {
    toast({ title: t(SUMMARY_TOASTS.copiedTitle), description: t(SUMMARY_TOASTS.copyFailed), variant: 'destructive' });
  }
}

/** The summary rendered as Markdown (math included), with copy, save, save-to-notes and, once saved, make flashcards. */
export function SummaryResult({ shown, onSave, saving = false }: SummaryResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation('summary');
  const { language } = useLanguage();
  // The button that led here is still on screen but far above on a phone: keyboard and screen-reader users land on the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card role="region" aria-labelledby="summary-result-title">
      <CardHeader>
        <h2
          ref={heading}
          tabIndex={-1}
          id="summary-result-title"
          className="break-words text-lg font-semibold leading-tight focus:outline-none"
          data-untranslated
        >
          {shown.title}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{t(SUMMARY_MODE_LABELS[shown.mode])}</Badge>
          {shown.createdAt && (
            <time dateTime={shown.createdAt}>{t('Saved {when}', { when: formatSavedAt(shown.createdAt, language) })}</time>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-lg border p-4" data-testid="summary-output" data-untranslated>
          <Markdown>{shown.summary}</Markdown>
        </div>
        <details className="rounded-lg border p-4 text-sm">
          <summary className="cursor-pointer font-medium">{t('Original text')}</summary>
          <p className="mt-3 whitespace-pre-wrap break-words text-muted-foreground" data-untranslated>
            {shown.original}
          </p>
        </details>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy(shown.summary, t)}>
          <Copy aria-hidden />
          {t('Copy')}
        </Button>
        {onSave && (
          <Button onClick={onSave} disabled={saving || Boolean(shown.savedId)}>
            {saving ? <Spinner /> : shown.savedId ? <Check aria-hidden /> : <Save aria-hidden />}
            {shown.savedId ? t('Saved') : t('Save')}
          </Button>
        )}
        <SaveToNotesButton note={() => summaryNote(shown, t)} toasts={noteToasts(t)} />
        {/* Cards are proposed from a summary the server keeps, so only once it is saved. */}
        {shown.savedId && (
          <MakeFlashcards request={{ summaryId: shown.savedId }} source={{ kind: 'summary', id: shown.savedId }} title={shown.title} />
        )}
      </CardFooter>
    </Card>
  );
}
