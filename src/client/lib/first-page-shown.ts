import { useEffect, useSyncExternalStore } from 'react';

// React hydrates the page inside <Suspense> after the root around it has committed. An update that
// reaches the page before that (the session answering) makes React hydrate it with the new state,
// which no longer matches the pre-rendered HTML. The app's own session query waits for this mark.
let shown = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered inside the page's <Suspense>: its effect runs once the first page has hydrated (or rendered). */
export function FirstPageShownMark() {
  useEffect(() => {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}

/** False until the first page has hydrated (or rendered). */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
