import { Download, Save, Sparkles } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../shared/exam-date';
import { STUDY_PLAN_DIFFICULTIES, STUDY_PLAN_LIMITS, type StudyPlanDifficulty } from '../../../shared/study-plan';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';

export interface StudyPlanDraft {
  gradeLevel: string;
  subjects: string;
  examDate: string;
  goals: string;
  hoursPerDay: string;
  duration: string;
  difficulty: StudyPlanDifficulty;
}

interface StudyPlanFormProps {
  draft: StudyPlanDraft;
  onChange: (draft: StudyPlanDraft) => void;
  onGenerate: () => void;
  onSave: () => void;
  onDownload: () => void;
  generating: boolean;
  saving: boolean;
  /** Whether a generated plan waits to be saved. */
  canSave: boolean;
  /** Whether a plan is shown that can be downloaded. */
  canDownload: boolean;
}

const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Grade/level, subjects, target date and goals, the study time, and Generate, Save Plan, Download. */
export function StudyPlanForm({
  draft,
  onChange,
  onGenerate,
  onSave,
  onDownload,
  generating,
  saving,
  canSave,
  canDownload,
}: StudyPlanFormProps) {
  const id = useId();
  const { t } = useTranslation('study-plan');
  const difficultyLabels: Record<StudyPlanDifficulty, string> = {
    beginner: t('Beginner'),
    intermediate: t('Intermediate'),
    advanced: t('Advanced'),
  };
  const set = (field: keyof StudyPlanDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onGenerate();
  };
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight">
          {t('Create a Study Plan')}
        </h2>
        <CardDescription>{t('Subjects separated by commas; the plan runs to your target date, or for the duration.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-5" aria-busy={generating}>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-grade`}>{t('Grade/Level')}</Label>
              <Input
                id={`${id}-grade`}
                maxLength={STUDY_PLAN_LIMITS.gradeLevelMaxChars}
                value={draft.gradeLevel}
                onChange={set('gradeLevel')}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-subjects`}>{t('Subjects')}</Label>
              <Input
                id={`${id}-subjects`}
                required
                maxLength={STUDY_PLAN_LIMITS.subjectsMaxChars}
                placeholder={t('e.g. Mathematics, Physics, Chemistry')}
                value={draft.subjects}
                onChange={set('subjects')}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-date`}>{t('Target Date (optional)')}</Label>
              <Input id={`${id}-date`} type="date" min={localIsoDate()} value={draft.examDate} onChange={set('examDate')} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-hours`}>{t('Hours per Day')}</Label>
              <Input
                id={`${id}-hours`}
                type="number"
                inputMode="decimal"
                min={STUDY_PLAN_LIMITS.minHoursPerDay}
                max={STUDY_PLAN_LIMITS.maxHoursPerDay}
                step={0.5}
                value={draft.hoursPerDay}
                onChange={set('hoursPerDay')}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-duration`}>{t('Duration')}</Label>
              <Input
                id={`${id}-duration`}
                maxLength={STUDY_PLAN_LIMITS.durationMaxChars}
                value={draft.duration}
                onChange={set('duration')}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-difficulty`}>{t('Difficulty')}</Label>
              <select
                id={`${id}-difficulty`}
                value={draft.difficulty}
                onChange={set('difficulty')}
                className={`${fieldClass} h-10 capitalize`}
              >
                {STUDY_PLAN_DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {difficultyLabels[difficulty]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-goals`}>{t('Goals (optional)')}</Label>
            <textarea
              id={`${id}-goals`}
              data-untranslated
              rows={3}
              maxLength={STUDY_PLAN_LIMITS.goalsMaxChars}
              placeholder={t('e.g. Score 90% in the board exams')}
              value={draft.goals}
              onChange={set('goals')}
              className={`${fieldClass} resize-y`}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={generating}>
              {generating ? <Spinner /> : <Sparkles aria-hidden />}
              {generating ? t('Generating...') : t('Generate')}
            </Button>
            <Button type="button" variant="outline" onClick={onSave} disabled={!canSave || generating || saving}>
              {saving ? <Spinner /> : <Save aria-hidden />}
              {saving ? t('Saving...') : t('Save Plan')}
            </Button>
            <Button type="button" variant="outline" onClick={onDownload} disabled={!canDownload || generating}>
              <Download aria-hidden />
              {t('Download')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
