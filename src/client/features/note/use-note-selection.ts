import { useCallback, useMemo, useState } from 'react';
import type { Note } from '../../../shared/note';

/** The selection is a set of note ids; ids of notes that no longer exist do not count. */
export function useNoteSelection(notes: readonly Note[] | undefined) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());

  const selected = useMemo(() => {
    if (!notes || chosen.size === 0) return chosen;
    const live = new Set(notes.map((note) => note.id));
    return new Set([...chosen].filter((id) => live.has(id)));
  }, [notes, chosen]);

  const toggle = useCallback((id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const remove = useCallback((id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);
  const set = useCallback((ids: string[]) => setChosen(new Set(ids)), []);
  const clear = useCallback(() => setChosen(new Set()), []);

  return { selected, ids: [...selected], count: selected.size, toggle, remove, set, clear };
}
