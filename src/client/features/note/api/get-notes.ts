import { queryOptions } from '@tanstack/react-query';
import type { Note } from '../../../../shared/note';
import { NOTES_KEY } from '../../../lib/query-keys';

/** GET /api/notes through the default key-path query function; newest first. */
export const notesQueryOptions = () => queryOptions<Note[]>({ queryKey: NOTES_KEY });
