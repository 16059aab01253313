import { Suspense, use } from 'react';
import { DashboardRegistryContext } from './dashboard-registry';

/** The panels other features registered for the dashboard home, each shown once its code has loaded. */
export function DashboardPanels() {
  const panels = use(DashboardRegistryContext)?.panels ?? [];
  return (
    <>
      {panels.map((Panel, i) => (
        <Suspense key={i} fallback={null}>
          <Panel />
        </Suspense>
      ))}
    </>
  );
}
