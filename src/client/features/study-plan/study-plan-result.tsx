import { useTranslation } from 'react-i18next';
import type { GeneratedStudyPlan } from '../../../shared/study-plan';
import { Markdown } from '../../components/markdown/markdown';
import { SaveToNotesButton } from '../../components/save-to-notes-button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { studyPlanMarkdown, studyPlanNote } from './study-plan-text';

/** The plan week by week (days, topics, durations, tasks), rendered as Markdown, with Save to Notes. */
export function StudyPlanResult({ plan, saved }: { plan: GeneratedStudyPlan; saved: boolean }) {
  const { t } = useTranslation('study-plan');
  return (
    <Card role="region" aria-labelledby="study-plan-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="study-plan-title" className="text-lg font-semibold leading-tight" data-untranslated>
            {plan.title}
          </h2>
          <p className="text-sm text-muted-foreground">{saved ? t('Saved plan') : t('Not saved yet: press Save Plan to keep it.')}</p>
        </div>
        <SaveToNotesButton
          size="sm"
          note={() => studyPlanNote(plan, t)}
          toasts={{
            savedTitle: t('Saved to Notes'),
            saved: t('The plan is now in your notes.'),
            failedTitle: t('Failed to save to notes'),
            failed: t('Failed to save to notes'),
          }}
        />
      </CardHeader>
      {/* The plan's own words (days, topics, tasks) are the generator's, not the screen's. */}
      <CardContent data-testid="study-plan" data-untranslated>
        <Markdown>{studyPlanMarkdown(plan, t, { withTitle: false })}</Markdown>
      </CardContent>
    </Card>
  );
}
