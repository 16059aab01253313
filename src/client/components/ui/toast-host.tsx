import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Loads the Radix toaster after the first paint: it is not needed to show a page, and keeping
 * it out of the entry chunk keeps the landing page small. Toasts raised earlier wait in the store.
 */
export function ToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
