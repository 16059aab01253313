import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api';
import { type SummaryNoteSource, summaryNote } from '../summary-note';

/** The notes list's query key; features do not import each other, so it is named here. */
const NOTES_QUERY_KEY = ['/api/notes'];

/** POST /api/notes with the summary as a note: one click, and it is on /notes. */
export function useSaveSummaryNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: SummaryNoteSource) => apiJson<{ id: string }>('POST', '/api/notes', summaryNote(source)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_QUERY_KEY }),
  });
}
