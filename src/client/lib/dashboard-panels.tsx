import { type ComponentType, createContext, Suspense, useContext } from 'react';

/**
 * Panels other features add to the dashboard home ('Assigned to you'). Features never import each
 * other, so the app hands them to the dashboard through this context.
 */
export const DashboardPanelsContext = createContext<readonly ComponentType[]>([]);

export function DashboardPanels() {
  const panels = useContext(DashboardPanelsContext);
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
