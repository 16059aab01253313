import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { WantToLearnScreen } from './want-to-learn-screen';

/** /want-to-learn, inside the signed-in layout. */
export default function WantToLearnPage() {
  return (
    <DashboardLayout>
      <WantToLearnScreen />
    </DashboardLayout>
  );
}
