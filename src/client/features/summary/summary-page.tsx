import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { SummaryScreen } from './summary-screen';

/** /ai-summarizer and /summaries, inside the signed-in layout. */
export default function SummaryPage() {
  return (
    <DashboardLayout>
      <SummaryScreen />
    </DashboardLayout>
  );
}
