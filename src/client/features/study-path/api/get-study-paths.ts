import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudyPathSummary } from '../../../../shared/study-path';
import { useUser } from '../../../lib/auth/get-user';

/** GET /api/study-paths through the default key-path query function; newest first. */
export const studyPathsQueryOptions = () => queryOptions<StudyPathSummary[]>({ queryKey: ['/api/study-paths'] });

/** The list is fetched only for a signed-in user. */
export function useStudyPaths() {
  const { user } = useUser();
  return useQuery({ ...studyPathsQueryOptions(), enabled: Boolean(user) });
}
