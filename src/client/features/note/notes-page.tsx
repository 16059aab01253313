import { Route, Switch } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { NoteReader } from './note-reader';
import { NotesScreen } from './notes-screen';

/** /notes and /notes/:id (one note to read, also offline), inside the signed-in layout. */
export default function NotesPage() {
  return (
    <DashboardLayout>
      <Switch>
        <Route path="/notes/:id">{(params) => <NoteReader key={params.id} id={params.id} />}</Route>
        <Route component={NotesScreen} />
      </Switch>
    </DashboardLayout>
  );
}
