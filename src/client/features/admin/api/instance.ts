import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiTestResult, InstanceStatus } from '../../../../shared/admin';
import { apiJson, keyQueryFn } from '../../../lib/api';
import { auditQueryKey } from './audit';

export const instanceQueryKey = ['/api/admin/instance'] as const;

export function useInstanceStatus() {
  return useQuery({ queryKey: instanceQueryKey, queryFn: keyQueryFn<InstanceStatus>({ on401: 'throw' }) });
}

/** The one-token call through the AI provider; logged, so the audit log is read again. */
export function useAiTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<AiTestResult>('POST', '/api/admin/ai-test', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: auditQueryKey }),
  });
}
