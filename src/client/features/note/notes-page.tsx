import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { NotesScreen } from './notes-screen';

/** /notes (spec §2.10), inside the signed-in layout. */
export default function NotesPage() {
  return (
    <DashboardLayout>
      <NotesScreen />
    </DashboardLayout>
  );
}
