import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Spinner } from '../../components/ui/spinner';
import { useUser } from '../../lib/auth/get-user';
import { type BuiltToolId, type ToolId, dashboardToolAt } from '../../lib/tools';
import { ComingSoon } from './coming-soon';
import { DashboardHome } from './dashboard-home';

/**
 * The screen of each built tool that lives inside the dashboard, loaded when first shown. The
 * dashboard is the shell these tools live in, as app.tsx is for pages: it reaches them only through
 * lazy imports of their default export, so no feature depends on another's internals.
 */
/* eslint-disable import-x/no-restricted-paths */
const DASHBOARD_VIEWS: Partial<Record<ToolId, ComponentType>> = {
  'ai-tutor': lazy(() => import('../chat/chat-view')),
  'study-plans': lazy(() => import('../study-plan/study-plans-view')),
} satisfies Record<BuiltToolId<'dashboard'>, ComponentType>;
/* eslint-enable import-x/no-restricted-paths */

export default function DashboardPage() {
  const [path] = useLocation();
  const { user } = useUser();
  const tool = dashboardToolAt(path);
  // A dashboard path naming a tool with its own page shows that page once it is built.
  if (tool?.place === 'page' && tool.status === 'built') return <Redirect to={tool.href} replace />;
  const View = tool && DASHBOARD_VIEWS[tool.id];
  return (
    <DashboardLayout>
      {!tool ? (
        user ? (
          <DashboardHome user={user} />
        ) : null
      ) : View ? (
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Loading...
            </div>
          }
        >
          <View />
        </Suspense>
      ) : (
        <ComingSoon title={tool.title} description={tool.description} />
      )}
    </DashboardLayout>
  );
}
