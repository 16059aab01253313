import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignableItems,
  AssignmentView,
  ClassConcepts,
  ClassDetail,
  ClassResults,
  ClassSummary,
  CreateAssignmentRequest,
  CreateClassRequest,
  CreatedClass,
} from '../../../../shared/classroom';
import { apiJson } from '../../../lib/api';

// The class screens' calls. Every key sits under '/api/classes', so one invalidation refreshes them all.

export const classesQueryOptions = () => queryOptions<ClassSummary[]>({ queryKey: ['/api/classes'], staleTime: 0 });
export const classQueryOptions = (id: string) =>
  queryOptions<ClassDetail>({
    queryKey: ['/api/classes', id],
    queryFn: () => apiJson<ClassDetail>('GET', `/api/classes/${encodeURIComponent(id)}`),
    staleTime: 0,
  });
export const resultsQueryOptions = (id: string) =>
  queryOptions<ClassResults>({
    queryKey: ['/api/classes', id, 'results'],
    queryFn: () => apiJson<ClassResults>('GET', `/api/classes/${encodeURIComponent(id)}/results`),
    staleTime: 0,
  });

export const useClassConcepts = (id: string) =>
  useQuery({
    queryKey: ['/api/classes', id, 'concepts'],
    queryFn: () => apiJson<ClassConcepts>('GET', `/api/classes/${encodeURIComponent(id)}/concepts`),
    staleTime: 0,
  });

export const useClasses = () => useQuery(classesQueryOptions());
export const useClass = (id: string) => useQuery(classQueryOptions(id));
export const useResults = (id: string, enabled: boolean) => useQuery({ ...resultsQueryOptions(id), enabled });
export const useAssignable = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/classes', 'assignable'],
    queryFn: () => apiJson<AssignableItems>('GET', '/api/classes/assignable'),
    enabled,
    staleTime: 0,
  });

function useClassMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/classes'] }),
  });
}

export const useCreateClass = () => useClassMutation((input: CreateClassRequest) => apiJson<CreatedClass>('POST', '/api/classes', input));
export const useJoinClass = () => useClassMutation((code: string) => apiJson<ClassSummary>('POST', '/api/classes/join', { code }));
export const useRotateCode = (id: string) =>
  useClassMutation(() => apiJson<CreatedClass>('POST', `/api/classes/${encodeURIComponent(id)}/rotate-code`));
export const useRemoveMember = (id: string) =>
  useClassMutation((userId: string) =>
    apiJson<{ id: string }>('DELETE', `/api/classes/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`),
  );
export const useLeaveClass = (id: string) =>
  useClassMutation(() => apiJson<{ id: string }>('DELETE', `/api/classes/${encodeURIComponent(id)}/membership`));
export const useDeleteClass = (id: string) =>
  useClassMutation(() => apiJson<{ id: string }>('DELETE', `/api/classes/${encodeURIComponent(id)}`));
export const useAssign = (id: string) =>
  useClassMutation((input: CreateAssignmentRequest) =>
    apiJson<AssignmentView>('POST', `/api/classes/${encodeURIComponent(id)}/assignments`, input),
  );
export const useUnassign = (id: string) =>
  useClassMutation((assignmentId: string) =>
    apiJson<{ id: string }>('DELETE', `/api/classes/${encodeURIComponent(id)}/assignments/${encodeURIComponent(assignmentId)}`),
  );
