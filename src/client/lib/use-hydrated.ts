import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (and on the server), true otherwise. Values the
 * server cannot know (the stored theme) wait for it so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
