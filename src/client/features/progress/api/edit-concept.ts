import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerConcept } from '../../../../shared/learner';
import { apiJson } from '../../../lib/api';

const invalidate = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: ['/api/learner/concepts'] });

/** PATCH /api/learner/concepts/:id: the student's own name for a concept. */
export function useRenameConcept(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<LearnerConcept>('PATCH', `/api/learner/concepts/${encodeURIComponent(id)}`, { name }),
    onSuccess: () => invalidate(client),
  });
}

/** POST /api/learner/concepts/:id/merge: this concept's evidence joins another's. */
export function useMergeConcept(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (intoId: string) => apiJson<LearnerConcept>('POST', `/api/learner/concepts/${encodeURIComponent(id)}/merge`, { intoId }),
    onSuccess: () => invalidate(client),
  });
}
