import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteInput } from '../../shared/note';
import { apiJson } from './api';
import { NOTES_KEY } from './query-keys';

/**
 * POST /api/notes with what another tool made (a solution, a summary, a plan, an analysis): it turns
 * up on /notes and in later answers that draw on notes.
 */
export function useSaveAsNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteInput) => apiJson<{ id: string }>('POST', '/api/notes', note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
