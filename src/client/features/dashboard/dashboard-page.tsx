import type { ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { useUser } from '../../lib/auth/get-user';
import { type BuiltToolId, type ToolId, dashboardToolAt } from '../../lib/tools';
import { ComingSoon } from './coming-soon';
import { DashboardHome } from './dashboard-home';

/** The screen of each built tool that lives inside the dashboard (none is built yet). */
const VIEWS: Partial<Record<ToolId, ComponentType>> = {} satisfies Record<BuiltToolId<'dashboard'>, ComponentType>;

export default function DashboardPage() {
  const [path] = useLocation();
  const { user } = useUser();
  const tool = dashboardToolAt(path);
  // A dashboard path naming a tool with its own page shows that page once it is built.
  if (tool?.place === 'page' && tool.status === 'built') return <Redirect to={tool.href} replace />;
  const View = tool && VIEWS[tool.id];
  return (
    <DashboardLayout>
      {!tool ? (
        user ? (
          <DashboardHome user={user} />
        ) : null
      ) : View ? (
        <View />
      ) : (
        <ComingSoon title={tool.title} description={tool.description} />
      )}
    </DashboardLayout>
  );
}
