import { BookmarkPlus, Check } from 'lucide-react';
import type { GeneratedStudyPlan } from '../../../shared/study-plan';
import { Markdown } from '../../components/markdown/markdown';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useSaveStudyPlanNote } from './api/save-study-plan-note';
import { studyPlanMarkdown } from './study-plan-text';
import { STUDY_PLAN_TEXTS } from './study-plan-texts';

/** The plan week by week (days, topics, durations, tasks), rendered as Markdown, with Save to Notes. */
export function StudyPlanResult({ plan, saved }: { plan: GeneratedStudyPlan; saved: boolean }) {
  const note = useSaveStudyPlanNote();
  const saveToNotes = () =>
    note.mutate(plan, {
      onSuccess: () => toast({ title: STUDY_PLAN_TEXTS.noteSavedTitle, description: STUDY_PLAN_TEXTS.noteSaved }),
      onError: (error) =>
        toast({
          title: STUDY_PLAN_TEXTS.noteSaveFailed,
          description: errorMessage(error, STUDY_PLAN_TEXTS.noteSaveFailed),
          variant: 'destructive',
        }),
    });
  return (
    <Card role="region" aria-labelledby="study-plan-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="study-plan-title" className="text-lg font-semibold leading-tight">
            {plan.title}
          </h2>
          <p className="text-sm text-muted-foreground">{saved ? 'Saved plan' : 'Not saved yet: press Save Plan to keep it.'}</p>
        </div>
        <Button variant="outline" size="sm" onClick={saveToNotes} disabled={note.isPending || note.isSuccess}>
          {note.isPending ? <Spinner className="size-4" /> : note.isSuccess ? <Check aria-hidden /> : <BookmarkPlus aria-hidden />}
          {note.isSuccess ? 'Saved to Notes' : 'Save to Notes'}
        </Button>
      </CardHeader>
      <CardContent data-testid="study-plan">
        <Markdown>{studyPlanMarkdown(plan, { withTitle: false })}</Markdown>
      </CardContent>
    </Card>
  );
}
