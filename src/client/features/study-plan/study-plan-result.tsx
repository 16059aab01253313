import type { GeneratedStudyPlan } from '../../../shared/study-plan';
import { Markdown } from '../../components/markdown/markdown';
import { SaveToNotesButton } from '../../components/save-to-notes-button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { studyPlanMarkdown, studyPlanNote } from './study-plan-text';
import { STUDY_PLAN_NOTE_TOASTS } from './study-plan-texts';

/** The plan week by week (days, topics, durations, tasks), rendered as Markdown, with Save to Notes. */
export function StudyPlanResult({ plan, saved }: { plan: GeneratedStudyPlan; saved: boolean }) {
  return (
    <Card role="region" aria-labelledby="study-plan-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="study-plan-title" className="text-lg font-semibold leading-tight">
            {plan.title}
          </h2>
          <p className="text-sm text-muted-foreground">{saved ? 'Saved plan' : 'Not saved yet: press Save Plan to keep it.'}</p>
        </div>
        <SaveToNotesButton size="sm" note={() => studyPlanNote(plan)} toasts={STUDY_PLAN_NOTE_TOASTS} />
      </CardHeader>
      <CardContent data-testid="study-plan">
        <Markdown>{studyPlanMarkdown(plan, { withTitle: false })}</Markdown>
      </CardContent>
    </Card>
  );
}
