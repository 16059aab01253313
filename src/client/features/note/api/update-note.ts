import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteInput } from '../../../../shared/note';
import { apiJson } from '../../../lib/api';
import { notesQueryOptions } from './get-notes';

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Required<NoteInput> }) =>
      apiJson<Note>('PUT', `/api/notes/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions().queryKey }),
  });
}
