import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { PlannerScreen } from './planner-screen';

/** /ai-study-planner and /planner, inside the signed-in layout. */
export default function PlannerPage() {
  return (
    <DashboardLayout>
      <PlannerScreen />
    </DashboardLayout>
  );
}
