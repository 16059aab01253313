import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerConcept } from '../../../../shared/learner';
import { apiJson } from '../../../lib/api';
import { useUser } from '../../../lib/auth/get-user';

/** GET /api/learner/concepts: every subject's concepts, weakest first within each. */
export const conceptsQueryOptions = () =>
  queryOptions<LearnerConcept[]>({
    queryKey: ['/api/learner/concepts'],
    queryFn: () => apiJson<LearnerConcept[]>('GET', '/api/learner/concepts'),
    // Every quiz, review or doubt elsewhere changes it: read afresh whenever the screen opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useConcepts() {
  const { user } = useUser();
  return useQuery({ ...conceptsQueryOptions(), enabled: Boolean(user) });
}
