import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { studyPathQueryOptions } from './get-study-path';
import { studyPathsQueryOptions } from './get-study-paths';

/** DELETE /api/study-paths/{id}; the list is fetched again. */
export function useDeleteStudyPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/study-paths/${encodeURIComponent(id)}`);
    },
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: studyPathQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: studyPathsQueryOptions().queryKey, exact: true });
    },
  });
}
