import { Route, Switch } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { ClassScreen } from './class-screen';
import { ClassesScreen } from './classes-screen';
import { JoinScreen } from './join-screen';

/** /classes, /classes/{id} and /join/{code}, inside the signed-in layout. */
export default function ClassroomPages() {
  return (
    <DashboardLayout>
      <Switch>
        <Route path="/classes" component={ClassesScreen} />
        <Route path="/classes/:id">{({ id }) => <ClassScreen key={id} id={id} />}</Route>
        <Route path="/join/:code">{({ code }) => <JoinScreen key={code} code={decodeURIComponent(code)} />}</Route>
      </Switch>
    </DashboardLayout>
  );
}
