import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Doubt } from '../../../../shared/doubt';
import { apiJson } from '../../../lib/api';
import { doubtNote } from '../doubt-note';

/** The notes list's query key; features do not import each other, so it is named here. */
const NOTES_QUERY_KEY = ['/api/notes'];

/** POST /api/notes with the solution as a note, so it turns up on /notes and in later answers. */
export function useSaveDoubtNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doubt: Doubt) => apiJson<{ id: string }>('POST', '/api/notes', doubtNote(doubt)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_QUERY_KEY }),
  });
}
