import { useInfiniteQuery } from '@tanstack/react-query';
import type { StudyPathSummary } from '../../../../shared/study-path';
import { useUser } from '../../../lib/auth/get-user';
import { pagedListOptions } from '../../../lib/paged-list';

/** GET /api/study-paths, newest first, 100 at a time. */
export const studyPathsQueryOptions = () => pagedListOptions<StudyPathSummary>('/api/study-paths');

/** The list is fetched only for a signed-in user. */
export function useStudyPaths() {
  const { user } = useUser();
  return useInfiniteQuery({ ...studyPathsQueryOptions(), enabled: Boolean(user) });
}
