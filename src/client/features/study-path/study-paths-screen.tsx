import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyPathSummary } from '../../../shared/study-path';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useDeleteStudyPath } from './api/delete-study-path';
import { useStudyPaths } from './api/get-study-paths';
import { CreateStudyPathDialog } from './create-study-path-dialog';
import { StudyPathCard } from './study-path-card';
import { StudyPathsEmpty } from './study-paths-empty';
import { StudyPathsSkeleton } from './study-paths-skeleton';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';
import { pagedItems } from '../../lib/paged-list';
import { ShowMore } from '../../components/show-more';

/** /study-paths: the user's roadmaps as cards, newest first, and the create dialog. */
export function StudyPathsScreen() {
  const list = useStudyPaths();
  const { isPending, isError, error, refetch, isFetching } = list;
  const paths = pagedItems(list.data) ?? [];
  const [createOpen, setCreateOpen] = useState(false);
  const [deleting, setDeleting] = useState<StudyPathSummary | null>(null);
  const deletePath = useDeleteStudyPath();
  const { t } = useTranslation('study-path');

  useDocumentTitle(pageTitle(t('Study Paths')));

  const confirmDelete = (path: StudyPathSummary) =>
    deletePath.mutate(path.id, {
      onSuccess: () => toast({ title: t('Study Path Deleted'), description: t('The study path and its progress have been removed.') }),
      onError: (cause) =>
        toast({
          title: t('Error'),
          description: errorMessage(cause, t('Failed to delete study path')),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Study Paths')}</h1>
          <p className="mt-1 text-muted-foreground">{t('AI-generated learning roadmaps with free resources from beginner to advanced')}</p>
        </div>
        <Button onClick={() => setCreateOpen(true)} className="self-start sm:self-auto">
          <Plus aria-hidden />
          {t('Create Study Path')}
        </Button>
      </div>

      {isPending ? (
        <StudyPathsSkeleton />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/50 px-6 py-12 text-center">
          <p className="font-medium">{t('Your study paths could not be loaded.')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(error, '')}</p>
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : paths.length === 0 ? (
        <StudyPathsEmpty onCreate={() => setCreateOpen(true)} />
      ) : (
        <div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {paths.map((path) => (
              <StudyPathCard key={path.id} path={path} onDelete={setDeleting} />
            ))}
          </div>
          <ShowMore {...list} />
        </div>
      )}

      <CreateStudyPathDialog open={createOpen} onOpenChange={setCreateOpen} />
      {/* Deleting drops the ticked steps too, so it asks first. */}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('Delete Study Path')}
        description={t('Are you sure you want to delete this study path? Its progress will be lost.')}
        subject={deleting?.topic}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
