import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { localIsoDate } from '../../../shared/exam-date';
import { BackToDashboard } from '../../components/layout/back-to-dashboard';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { Button } from '../../components/ui/button';
import { SignedOutCard } from '../../components/signed-out-card';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/auth/get-user';
import { useCreatePlanner } from './api/create-planner';
import { usePlanner } from './api/get-planner';
import { usePlanners } from './api/get-planners';
import { PlannerDetail } from './planner-detail';
import { EMPTY_PLANNER_DRAFT, type PlannerDraft, PlannerForm } from './planner-form';
import { PlannerList } from './planner-list';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';
import { pagedItems } from '../../lib/paged-list';
import { ListFailed, ListLoading } from '../../components/list-states';

/** /ai-study-planner and /planner: the user's planners, a create form that opens and closes, the selected plan. */
export function PlannerScreen() {
  const { user } = useUser();
  const planners = usePlanners();
  const create = useCreatePlanner();
  const [formOpen, setFormOpen] = useState(false);
  const [draft, setDraft] = useState<PlannerDraft>(EMPTY_PLANNER_DRAFT);
  // The Today list links a planner's task here as ?planner=<id>: that planner opens selected.
  const requested = new URLSearchParams(useSearch()).get('planner');
  const [selectedId, setSelectedId] = useState<string | null>(requested);
  const { t } = useTranslation('planner');

  useDocumentTitle(pageTitle(t('AI Study Planner')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const submit = () => {
    const content = draft.file?.content;
    create.mutate(
      {
        subject: draft.subject.trim(),
        goal: draft.goal.trim(),
        examDate: draft.examDate,
        ...(content ? { pdfContent: content } : {}),
        today: localIsoDate(),
      },
      {
        onSuccess: (planner) => {
          setSelectedId(planner.id);
          setFormOpen(false);
          setDraft(EMPTY_PLANNER_DRAFT);
          toast({ title: t('Study plan created'), description: t('Your {subject} schedule is ready.', { subject: planner.subject }) });
        },
        // The form keeps what was typed, so the student can try again at once.
        onError: (error) =>
          toast({
            title: t('Failed to create study plan'),
            description: errorMessage(error, t('Failed to create study plan')),
            variant: 'destructive',
          }),
      },
    );
  };

  // A 401 on the list means the session ended while the page was open.
  const items = pagedItems(planners.data);
  const signedOut = !user || items === null;
  const list = items ?? undefined;
  // The list carries no schedules: the selected planner is read whole.
  const selected = usePlanner(selectedId);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-3">
        <BackToDashboard />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('AI Study Planner')}</h1>
            <p className="mt-1 text-muted-foreground">{t('A dated day-by-day schedule from today up to your exam.')}</p>
          </div>
          {!signedOut && (
            <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={formOpen} variant={formOpen ? 'outline' : 'default'}>
              <Plus aria-hidden />
              {formOpen ? t('Close Form') : t('New Study Plan')}
            </Button>
          )}
        </div>
      </div>

      {signedOut ? (
        <SignedOutCard title={t('Please sign in to access Study Planner')} />
      ) : (
        <>
          {formOpen && (
            <PlannerForm
              draft={draft}
              onChange={setDraft}
              onSubmit={submit}
              onCancel={() => setFormOpen(false)}
              pending={create.isPending}
            />
          )}
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <PlannerList
              planners={list}
              failed={planners.isError}
              onRetry={() => void planners.refetch()}
              more={planners}
              selectedId={selectedId}
              onSelect={(planner) => setSelectedId(planner.id)}
            />
            {selected.data ? (
              <PlannerDetail key={selected.data.id} planner={selected.data} onDeleted={() => setSelectedId(null)} />
            ) : selected.error ? (
              <ListFailed title={t('This planner could not be loaded.')} error={selected.error} onRetry={() => void selected.refetch()} />
            ) : selectedId ? (
              <ListLoading text={t('Loading the schedule...')} />
            ) : (
              <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
                {t('Select a planner to see its daily schedule.')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
