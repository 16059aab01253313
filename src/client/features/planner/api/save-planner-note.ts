import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPlanner } from '../../../../shared/planner';
import { apiJson } from '../../../lib/api';
import { plannerNote } from '../planner-note';

/** The notes list's query key; features do not import each other, so it is named here. */
const NOTES_QUERY_KEY = ['/api/notes'];

/** POST /api/notes with the planner as a note, so it turns up on /notes. */
export function useSavePlannerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planner: SavedPlanner) => apiJson<{ id: string }>('POST', '/api/notes', plannerNote(planner)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_QUERY_KEY }),
  });
}
