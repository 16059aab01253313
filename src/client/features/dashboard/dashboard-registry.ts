import { type ComponentType, createContext } from 'react';
import type { ToolIdAt } from '../../lib/tools';

/**
 * What other features show inside the dashboard. Features never import each other, so app.tsx (the one
 * place that knows them all) registers their screens here and the dashboard renders what it is given.
 */
export interface DashboardRegistry {
  /** The screen of each tool that lives inside /dashboard, loaded when first shown. */
  views: Record<ToolIdAt<'dashboard'>, ComponentType>;
  /** Panels shown on the dashboard home ('Assigned to you'), in order. */
  panels: readonly ComponentType[];
}

export const DashboardRegistryContext = createContext<DashboardRegistry | null>(null);
