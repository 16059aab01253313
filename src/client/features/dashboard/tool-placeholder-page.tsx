import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { ComingSoon } from './coming-soon';

/** A tool page not built yet: a 'coming soon' card inside the dashboard layout. */
export default function ToolPlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <DashboardLayout>
      <ComingSoon title={title} description={description} />
    </DashboardLayout>
  );
}
