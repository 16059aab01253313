import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUBT_DIFFICULTIES, DOUBT_MAX_CHARS, DOUBT_SUBJECT_MAX_CHARS, type DoubtDifficulty } from '../../../shared/doubt';
import { formatNumber } from '../../../shared/i18n/format';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { difficultyLabel } from './difficulty-label';

export interface DoubtDraft {
  question: string;
  subject: string;
  difficulty: DoubtDifficulty;
}

interface AskDoubtFormProps {
  draft: DoubtDraft;
  onChange: (draft: DoubtDraft) => void;
  onSubmit: () => void;
  pending: boolean;
  /** Put the cursor in the question (coming back from a result with 'Ask New Doubt'). */
  focusQuestion?: boolean;
}

const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50';

/** Subject (optional), difficulty (medium by default) and the question; Ctrl+Enter also submits. */
export function AskDoubtForm({ draft, onChange, onSubmit, pending, focusQuestion = false }: AskDoubtFormProps) {
  const blank = draft.question.trim().length === 0;
  const { t } = useTranslation('doubt');
  const { language } = useLanguage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('Ask Your Doubt')}</h2>
        <CardDescription>{t('Get a step-by-step solution, drawn from your own notes where they cover it.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-5" aria-busy={pending}>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="doubt-subject">{t('Subject (optional)')}</Label>
              <Input
                id="doubt-subject"
                placeholder={t('e.g. Mathematics, Physics, Chemistry')}
                value={draft.subject}
                maxLength={DOUBT_SUBJECT_MAX_CHARS}
                onChange={(event) => onChange({ ...draft, subject: event.target.value })}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="doubt-difficulty">{t('Difficulty Level')}</Label>
              <select
                id="doubt-difficulty"
                value={draft.difficulty}
                onChange={(event) => onChange({ ...draft, difficulty: event.target.value as DoubtDifficulty })}
                className={`${fieldClass} h-10`}
              >
                {DOUBT_DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {difficultyLabel(t, difficulty)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="doubt-question">{t('Your Question')}</Label>
            <textarea
              id="doubt-question"
              data-untranslated
              required
              autoFocus={focusQuestion}
              rows={6}
              maxLength={DOUBT_MAX_CHARS}
              aria-describedby="doubt-question-hint"
              placeholder={t('Type your doubt or question here, e.g. Solve 2x + 3 = 11, or Why do leaves change colour?')}
              value={draft.question}
              onChange={(event) => onChange({ ...draft, question: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
              }}
              className={`${fieldClass} min-h-32 resize-y`}
            />
            <p id="doubt-question-hint" className="flex justify-between gap-2 text-xs text-muted-foreground">
              <span>{t('Ctrl+Enter to submit.')}</span>
              <span>
                {formatNumber(draft.question.length, language)} / {formatNumber(DOUBT_MAX_CHARS, language)}
              </span>
            </p>
          </div>
          <Button type="submit" className="w-full" disabled={blank || pending}>
            {pending ? <Spinner /> : <Send aria-hidden />}
            {pending ? t('Solving Your Doubt...') : t('Get Step-by-Step Solution')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
