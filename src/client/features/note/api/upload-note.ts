import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportedNote } from '../../../../shared/note';
import { ApiError } from '../../../lib/api';
import { notesQueryOptions } from './get-notes';

/** POST /api/notes/upload: the server extracts the file's text and saves it as a new note (with a notice when part of the file was unreadable). */
async function uploadNote(file: File): Promise<ImportedNote> {
  const body = new FormData();
  body.append('file', file);
  // No Content-Type header: the browser sets the multipart boundary itself.
  const response = await fetch('/api/notes/upload', { method: 'POST', body, credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  return (await response.json()) as ImportedNote;
}

export function useUploadNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryOptions().queryKey }),
  });
}
