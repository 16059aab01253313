import { Download, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RECENT_STUDY_PLANS, type StudyPlanSummary } from '../../../shared/study-plan';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useStudyPlans } from './api/get-study-plans';

interface RecentStudyPlansProps {
  onView: (plan: StudyPlanSummary) => void;
  onDownload: (plan: StudyPlanSummary) => void;
  onDelete: (plan: StudyPlanSummary) => void;
}

/**
 * The last 3 saved plans, each with View Plan and Download, and Delete, which is how a student
 * whose plan keeps no more makes room for new ones.
 */
export function RecentStudyPlans({ onView, onDownload, onDelete }: RecentStudyPlansProps) {
  const { data: plans, isPending, isError, refetch } = useStudyPlans();
  const [deleting, setDeleting] = useState<StudyPlanSummary | null>(null);
  return (
    <Card role="region" aria-labelledby="saved-plans-title">
      <CardHeader>
        <h2 id="saved-plans-title" className="text-lg font-semibold">
          Saved Study Plans
        </h2>
        <CardDescription>Your last {RECENT_STUDY_PLANS} saved plans.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Loading saved plans...
          </p>
        ) : isError ? (
          <div className="space-y-2 text-sm">
            <p className="text-destructive">Your saved plans could not be loaded.</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : plans.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved plans yet. Generate one and press Save Plan.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Saved study plans">
            {plans.slice(0, RECENT_STUDY_PLANS).map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="saved-plan">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="break-words font-medium">{plan.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {plan.weeks} {plan.weeks === 1 ? 'week' : 'weeks'} · {new Date(plan.createdAt).toLocaleDateString()}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => onView(plan)} aria-label={`View Plan: ${plan.title}`}>
                    <Eye aria-hidden />
                    View Plan
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onDownload(plan)} aria-label={`Download: ${plan.title}`}>
                    <Download aria-hidden />
                    Download
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(plan)} aria-label={`Delete: ${plan.title}`}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Study Plan"
        description="This plan will be deleted for good."
        subject={deleting?.title}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </Card>
  );
}
