import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note } from '../../../../shared/note';
import { useUser } from '../../../lib/auth/get-user';

/** GET /api/notes through the default key-path query function; newest first. */
export const notesQueryOptions = () => queryOptions<Note[]>({ queryKey: ['/api/notes'] });

/** The notes query runs only once a user exists. */
export function useNotes() {
  const { user } = useUser();
  return useQuery({ ...notesQueryOptions(), enabled: Boolean(user) });
}
