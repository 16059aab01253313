import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countCompletedSteps, progressPercent, type SavedStudyPath, type StepProgressRequest } from '../../../../shared/study-path';
import { toast } from '../../../components/ui/use-toast';
import { apiJson, errorMessage } from '../../../lib/api';
import { studyPathQueryOptions } from './get-study-path';
import { studyPathsQueryOptions } from './get-study-paths';

/** The path with one step's done flag set and its figures worked out again. */
export function withStepDone(path: SavedStudyPath, { stepIndex, completed }: StepProgressRequest): SavedStudyPath {
  const progress = { ...path.progress, [String(stepIndex)]: completed };
  const completedSteps = countCompletedSteps(progress, path.totalSteps);
  return { ...path, progress, completedSteps, progressPercent: progressPercent(completedSteps, path.totalSteps) };
}

/**
 * PUT /api/study-paths/{id}/progress. A saved tick is written into the cached path by itself (not
 * the whole answer, which may predate another tick saved meanwhile); the path and the list are
 * fetched again once the last tick in flight has settled. The toasts are here rather than in
 * mutate()'s own callbacks, which only hear of the latest of several ticks.
 */
export function useUpdateStepProgress(id: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('study-path');
  const { queryKey } = studyPathQueryOptions(id);
  const mutationKey = ['study-path-progress', id];
  return useMutation({
    mutationKey,
    mutationFn: (input: StepProgressRequest) =>
      apiJson<SavedStudyPath>('PUT', `/api/study-paths/${encodeURIComponent(id)}/progress`, input),
    // A refetch still on its way predates this tick: its answer must not overwrite it.
    onMutate: () => queryClient.cancelQueries({ queryKey, exact: true }),
    onSuccess: (_saved, input) => {
      queryClient.setQueryData(queryKey, (path) => (path ? withStepDone(path, input) : path));
      toast({ title: t('Progress Updated'), description: t('Your learning progress has been saved.') });
    },
    onError: (error) =>
      toast({
        title: t('Error'),
        description: errorMessage(error, t('Failed to update progress')),
        variant: 'destructive',
      }),
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: studyPathsQueryOptions().queryKey, exact: true }),
      ]);
    },
  });
}
