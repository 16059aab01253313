import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { DoubtScreen } from './doubt-screen';

/** /doubt-chat, inside the signed-in layout. */
export default function DoubtPage() {
  return (
    <DashboardLayout>
      <DoubtScreen />
    </DashboardLayout>
  );
}
