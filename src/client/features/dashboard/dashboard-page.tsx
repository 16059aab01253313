import { useTranslation } from 'react-i18next';
import { Suspense, use } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { Spinner } from '../../components/ui/spinner';
import { useUser } from '../../lib/auth/get-user';
import { dashboardToolAt } from '../../lib/tools';
import { DashboardHome } from './dashboard-home';
import { DashboardRegistryContext } from './dashboard-registry';

/** /dashboard and /dashboard/*: the home, or the registered screen of the tool the path names. */
export default function DashboardPage() {
  const [path] = useLocation();
  const { user } = useUser();
  const views = use(DashboardRegistryContext)?.views;
  const { t } = useTranslation('dashboard');
  const tool = dashboardToolAt(path);
  // A dashboard path naming a tool with a page of its own shows that page.
  if (tool?.place === 'page') return <Redirect to={tool.href} replace />;
  const View = tool && views?.[tool.id];
  return (
    <DashboardLayout>
      {View ? (
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> {t('Loading...')}
            </div>
          }
        >
          <View />
        </Suspense>
      ) : user ? (
        <DashboardHome user={user} />
      ) : null}
    </DashboardLayout>
  );
}
