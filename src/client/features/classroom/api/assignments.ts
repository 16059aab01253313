import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyAssignment, MyAssignmentDetail } from '../../../../shared/classroom';
import { apiJson } from '../../../lib/api';

/** GET /api/assignments: fetched on every visit, since finishing a quiz or a path elsewhere changes it. */
export const myAssignmentsQueryOptions = () =>
  queryOptions<MyAssignment[]>({ queryKey: ['/api/assignments'], staleTime: 0, refetchOnMount: 'always' });

export const useMyAssignments = () => useQuery(myAssignmentsQueryOptions());

export const useMyAssignment = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/assignments', id],
    queryFn: () => apiJson<MyAssignmentDetail>('GET', `/api/assignments/${encodeURIComponent(id)}`),
    enabled,
    staleTime: 0,
  });

function useAssignmentMutation<Input>(call: (input: Input) => Promise<MyAssignment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/assignments'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/classes'] }),
      ]);
    },
  });
}

/** POST /api/assignments/{id}/start: the student's own copy is made (or the earlier one returned). */
export const useStartAssignment = () =>
  useAssignmentMutation((id: string) => apiJson<MyAssignment>('POST', `/api/assignments/${encodeURIComponent(id)}/start`));

export const useMarkPlanDone = () =>
  useAssignmentMutation(({ id, done }: { id: string; done: boolean }) =>
    apiJson<MyAssignment>('PUT', `/api/assignments/${encodeURIComponent(id)}/done`, { done }),
  );
