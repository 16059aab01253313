import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedStudyPath } from '../../../../shared/study-path';
import { apiJson } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

/**
 * GET /api/study-paths/{id}. The key sits under the list's, so refreshing the list refreshes the
 * paths too; the id comes from the address bar, so it is encoded rather than joined as it is.
 */
export const studyPathQueryOptions = (id: string) =>
  queryOptions<SavedStudyPath>({
    queryKey: ['/api/study-paths', id],
    queryFn: () => apiJson<SavedStudyPath>('GET', `/api/study-paths/${encodeURIComponent(id)}`),
  });

export function useStudyPath(id: string) {
  const { user } = useUser();
  return useQuery({ ...studyPathQueryOptions(id), enabled: Boolean(user) });
}
