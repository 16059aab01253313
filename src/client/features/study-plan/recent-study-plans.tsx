import { Download, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format';
import { RECENT_STUDY_PLANS, type StudyPlanSummary } from '../../../shared/study-plan';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useLanguage } from '../../i18n/language';
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
  const { t } = useTranslation('study-plan');
  const { language } = useLanguage();
  return (
    <Card role="region" aria-labelledby="saved-plans-title">
      <CardHeader>
        <h2 id="saved-plans-title" className="text-lg font-semibold">
          {t('Saved Study Plans')}
        </h2>
        <CardDescription>{t('Your last {count, number} saved plans.', { count: RECENT_STUDY_PLANS })}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {t('Loading saved plans...')}
          </p>
        ) : isError ? (
          <div className="space-y-2 text-sm">
            <p className="text-destructive">{t('Your saved plans could not be loaded.')}</p>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : plans.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No saved plans yet. Generate one and press Save Plan.')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('Saved study plans')}>
            {plans.slice(0, RECENT_STUDY_PLANS).map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="saved-plan">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="break-words font-medium" data-untranslated>
                    {plan.title}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('{count, plural, one {# week} other {# weeks}}', { count: plan.weeks })} · {formatDate(plan.createdAt, language)}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => onView(plan)} aria-label={t('View Plan: {title}', { title: plan.title })}>
                    <Eye aria-hidden />
                    {t('View Plan')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onDownload(plan)}
                    aria-label={t('Download: {title}', { title: plan.title })}
                  >
                    <Download aria-hidden />
                    {t('Download')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(plan)}
                    aria-label={t('Delete: {title}', { title: plan.title })}
                  >
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
        title={t('Delete Study Plan')}
        description={t('This plan will be deleted for good.')}
        subject={deleting?.title}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </Card>
  );
}
