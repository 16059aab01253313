import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApkgImportResult } from '../../../../shared/anki';
import { settleResponse } from '../../../lib/api';
import { invalidateFlashcards } from '../../../lib/query-keys';

/** POST /api/decks/import-apkg: the package's cards into a deck named after its own, with a report of what was left out. */
async function importApkg(file: File): Promise<ApkgImportResult> {
  const body = new FormData();
  body.append('file', file);
  // No Content-Type header: the browser sets the multipart boundary itself.
  const response = await fetch('/api/decks/import-apkg', { method: 'POST', body, credentials: 'include' });
  await settleResponse(response);
  return (await response.json()) as ApkgImportResult;
}

export function useImportApkg() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importApkg, onSuccess: () => invalidateFlashcards(queryClient) });
}
