import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { NotesScreen } from './notes-screen';

/** /notes, inside the signed-in layout. */
export default function NotesPage() {
  return (
    <DashboardLayout>
      <NotesScreen />
    </DashboardLayout>
  );
}
