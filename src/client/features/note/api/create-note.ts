import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteInput } from '../../../../shared/note';
import { apiJson } from '../../../lib/api';
import { notesQueryOptions } from './get-notes';

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => apiJson<Note>('POST', '/api/notes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions().queryKey }),
  });
}
