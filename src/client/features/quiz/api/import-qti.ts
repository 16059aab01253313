import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QtiImportReport } from '../../../../shared/qti';
import { settleResponse } from '../../../lib/api';
import { quizzesQueryOptions } from './get-quizzes';

/** POST /api/quizzes/import-qti: the package or item as multipart; the quiz made and what was left out. */
async function importQti(file: File): Promise<QtiImportReport> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/quizzes/import-qti', { method: 'POST', body, credentials: 'include' });
  await settleResponse(response);
  return (await response.json()) as QtiImportReport;
}

export function useImportQti() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQti,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizzesQueryOptions().queryKey, exact: true }),
  });
}
