import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStudyPathRequest, SavedStudyPath } from '../../../../shared/study-path';
import { apiJson } from '../../../lib/api';
import { studyPathQueryOptions } from './get-study-path';
import { studyPathsQueryOptions } from './get-study-paths';

/** POST /api/study-paths; the list is fetched again and the new path is cached for its page. */
export function useCreateStudyPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStudyPathRequest) => apiJson<SavedStudyPath>('POST', '/api/study-paths', input),
    onSuccess: async (path) => {
      queryClient.setQueryData(studyPathQueryOptions(path.id).queryKey, path);
      await queryClient.invalidateQueries({ queryKey: studyPathsQueryOptions().queryKey, exact: true });
    },
  });
}
