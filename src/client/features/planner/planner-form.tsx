import { CalendarPlus, FileText, Upload, X } from 'lucide-react';
import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_MAX_DAYS_AHEAD, localIsoDate } from '../../../shared/exam-date';
import { PLANNER_LIMITS, PLANNER_MESSAGES } from '../../../shared/planner';
import { acceptAttribute, uploadProblem } from '../../../shared/upload';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { uploadFailureMessage, useUploadPlannerFile } from './api/upload-planner-file';

export interface PlannerDraft {
  subject: string;
  goal: string;
  examDate: string;
  /** The uploaded file's name and text, once read. */
  file: { name: string; content: string; notice?: string } | null;
}

export const EMPTY_PLANNER_DRAFT: PlannerDraft = { subject: '', goal: '', examDate: '', file: null };

interface PlannerFormProps {
  draft: PlannerDraft;
  onChange: (update: (draft: PlannerDraft) => PlannerDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
}

function lastExamDate(today: string): string {
  const date = new Date(`${today}T00:00:00`);
  date.setDate(date.getDate() + EXAM_MAX_DAYS_AHEAD);
  return localIsoDate(date);
}

/** Subject, goal, exam date (today or later) and an optional file whose text shapes the topics. */
export function PlannerForm({ draft, onChange, onSubmit, onCancel, pending }: PlannerFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadPlannerFile();
  const today = localIsoDate();
  const busy = pending || upload.isPending;
  const { t } = useTranslation('planner');
  const message = useMessage();

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, false);
    if (fileInput.current) fileInput.current.value = '';
    if (problem) {
      toast({ title: t('Upload failed'), description: message(problem), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (document) => {
        // The file's suggestions fill only the fields the student has not typed in yet.
        onChange((current) => ({
          ...current,
          subject: current.subject.trim() ? current.subject : document.suggestedSubject,
          goal: current.goal.trim() ? current.goal : document.suggestedGoal,
          file: { name: document.filename || file.name, content: document.content, notice: document.notice },
        }));
        toast({ title: t('File added'), description: t('The text of {name} will shape your plan.', { name: file.name }) });
      },
      onError: (error) => toast({ title: t('Upload failed'), description: uploadFailureMessage(error, t), variant: 'destructive' }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!draft.subject.trim() || !draft.goal.trim() || !draft.examDate.trim()) {
      toast({ title: t('Missing information'), description: message(PLANNER_MESSAGES.fieldsRequired), variant: 'destructive' });
      return;
    }
    onSubmit();
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight">
          {t('Create a Study Plan')}
        </h2>
        <CardDescription>{t('Every day from today to your exam, with topics, reviews and a mock test.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-subject`}>{t('Subject')}</Label>
              <Input
                id={`${id}-subject`}
                required
                maxLength={PLANNER_LIMITS.subjectMaxChars}
                placeholder={t('e.g. Biology')}
                value={draft.subject}
                onChange={(event) => onChange((current) => ({ ...current, subject: event.target.value }))}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-exam`}>{t('Exam Date')}</Label>
              <Input
                id={`${id}-exam`}
                type="date"
                required
                min={today}
                max={lastExamDate(today)}
                value={draft.examDate}
                onChange={(event) => onChange((current) => ({ ...current, examDate: event.target.value }))}
              />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-goal`}>{t('Goal')}</Label>
            <textarea
              id={`${id}-goal`}
              data-untranslated
              required
              rows={3}
              maxLength={PLANNER_LIMITS.goalMaxChars}
              placeholder={t('e.g. Score an A in the final exam')}
              value={draft.goal}
              onChange={(event) => onChange((current) => ({ ...current, goal: event.target.value }))}
              className="w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-file`}>{t('Study material (optional)')}</Label>
            {draft.file ? (
              <div className="flex items-center gap-2 rounded-md border p-2 text-sm">
                <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate" data-testid="planner-file">
                  {draft.file.name} · {t('{count, plural, one {# character} other {# characters}}', { count: draft.file.content.length })}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => onChange((current) => ({ ...current, file: null }))}
                  aria-label={t('Remove file {name}', { name: draft.file.name })}
                >
                  <X aria-hidden />
                </Button>
              </div>
            ) : (
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept={acceptAttribute(false)}
                disabled={busy}
                aria-describedby={`${id}-file-hint`}
                onChange={(event) => pick(event.target.files?.[0])}
                className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
              />
            )}
            {upload.phase && (
              <div role="status" className="space-y-1 text-sm text-muted-foreground">
                {upload.phase.stage === 'sending' ? (
                  <>
                    <p>{t('Uploading... {percent}%', { percent: upload.phase.percent })}</p>
                    <div
                      role="progressbar"
                      aria-label={t('Upload progress')}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={upload.phase.percent}
                      className="h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <div className="h-full bg-primary transition-[width]" style={{ width: `${upload.phase.percent}%` }} />
                    </div>
                  </>
                ) : (
                  <p className="flex items-center gap-2">
                    <Spinner className="size-4" /> {t('Reading your file...')}
                  </p>
                )}
              </div>
            )}
            {draft.file?.notice && <p className="text-xs text-muted-foreground">{message(draft.file.notice)}</p>}
            <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
              <Upload aria-hidden className="mr-1 inline size-3" />
              {t(".txt, .csv, .md or .pdf up to 10 MB: its headings become the plan's topics.")}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {pending ? <Spinner /> : <CalendarPlus aria-hidden />}
              {pending ? t('Creating Plan...') : t('Create Study Plan')}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
