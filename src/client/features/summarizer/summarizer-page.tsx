import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { SummarizerScreen } from './summarizer-screen';

/** /ai-summarizer and /summaries, inside the signed-in layout. */
export default function SummarizerPage() {
  return (
    <DashboardLayout>
      <SummarizerScreen />
    </DashboardLayout>
  );
}
