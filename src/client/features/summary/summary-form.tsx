import { Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUMMARIZE_DEFAULT_TITLE,
  SUMMARIZE_MAX_CHARS,
  SUMMARY_MESSAGES,
  SUMMARY_MODE_LABELS,
  SUMMARY_MODES,
  SUMMARY_TITLE_MAX_CHARS,
  type SummaryMode,
} from '../../../shared/summary';
import type { UploadResponse } from '../../../shared/upload';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useMessage } from '../../i18n/use-message';
import { cn } from '../../lib/cn';
import { SummaryFileField } from './summary-file-field';

export interface SummaryDraft {
  content: string;
  title: string;
  mode: SummaryMode;
}

/** The keyboard shortcut, written the same in every language. */
const SHORTCUT = 'Ctrl+Enter';

interface SummaryFormProps {
  draft: SummaryDraft;
  onChange: (draft: SummaryDraft) => void;
  onSubmit: () => void;
  pending: boolean;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  onUploaded: (document: UploadResponse) => void;
}

/** Title (optional), mode, a file or pasted content with its live character count; Ctrl+Enter also submits. */
export function SummaryForm({ draft, onChange, onSubmit, pending, uploading, onUploadingChange, onUploaded }: SummaryFormProps) {
  const tooLong = draft.content.length > SUMMARIZE_MAX_CHARS;
  const { t } = useTranslation('summary');
  const message = useMessage();
  const modeHints: Record<SummaryMode, string> = {
    summary: t('The main ideas in fewer words.'),
    simplify: t('The same text in plainer, shorter sentences.'),
    keypoints: t('The key facts as a bullet list.'),
  };
  const busy = pending || uploading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('Create a Summary')}</h2>
        <CardDescription>{t('Paste your text or upload a file, choose a mode, and get a summary to keep.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-5" aria-busy={busy} noValidate>
          <div className="space-y-2">
            <Label htmlFor="summary-title">{t('Title (optional)')}</Label>
            <Input
              id="summary-title"
              placeholder={t(SUMMARIZE_DEFAULT_TITLE)}
              maxLength={SUMMARY_TITLE_MAX_CHARS}
              value={draft.title}
              onChange={(event) => onChange({ ...draft, title: event.target.value })}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium leading-none">{t('Mode')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {SUMMARY_MODES.map((mode) => (
                <label
                  key={mode}
                  className={cn(
                    'flex cursor-pointer gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    draft.mode === mode && 'border-primary bg-primary/5',
                  )}
                >
                  <input
                    type="radio"
                    name="summary-mode"
                    value={mode}
                    checked={draft.mode === mode}
                    onChange={() => onChange({ ...draft, mode })}
                    className="mt-0.5 accent-primary"
                  />
                  <span>
                    <span className="block font-medium">{t(SUMMARY_MODE_LABELS[mode])}</span>
                    <span className="block text-xs text-muted-foreground">{modeHints[mode]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <SummaryFileField disabled={pending} onBusyChange={onUploadingChange} onUploaded={onUploaded} />
          <div className="space-y-2">
            <Label htmlFor="summary-content">{t('Content')}</Label>
            <textarea
              id="summary-content"
              data-untranslated
              rows={10}
              aria-describedby="summary-content-count"
              aria-invalid={tooLong || undefined}
              placeholder={t('Paste the text you want to summarize...')}
              value={draft.content}
              readOnly={uploading}
              onChange={(event) => onChange({ ...draft, content: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
              }}
              className={cn(
                'min-h-48 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                tooLong && 'border-destructive',
              )}
            />
            <p id="summary-content-count" className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
              <span>
                <kbd className="font-sans" data-untranslated>
                  {SHORTCUT}
                </kbd>{' '}
                {t('to generate.')}
              </span>
              <span className={cn(tooLong && 'font-medium text-destructive')} data-testid="summary-char-count">
                {t('{count, number} / {max, number} characters', { count: draft.content.length, max: SUMMARIZE_MAX_CHARS })}
              </span>
            </p>
            {tooLong && (
              <p role="alert" className="text-sm text-destructive">
                {message(SUMMARY_MESSAGES.contentTooLong)}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {pending ? <Spinner /> : <Sparkles aria-hidden />}
            {pending ? t('Generating...') : t('Generate Summary')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
