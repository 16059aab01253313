import { Route, Switch } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { PathLinks } from './path-links';
import { PathProblem } from './path-problem';
import { StudyPathScreen } from './study-path-screen';
import { STUDY_PATH_TEXTS } from './study-path-texts';
import { StudyPathsScreen } from './study-paths-screen';

/** /study-paths (the list) and /study-path/{id} (one path), inside the signed-in layout. */
export default function StudyPathPages() {
  return (
    <DashboardLayout>
      <Switch>
        <Route path="/study-paths" component={StudyPathsScreen} />
        <Route path="/study-path/:id">{({ id }) => <StudyPathScreen key={id} id={id} />}</Route>
        <Route>
          <div className="mx-auto max-w-4xl space-y-6">
            <PathLinks />
            <PathProblem title={STUDY_PATH_TEXTS.notFoundTitle} message={STUDY_PATH_TEXTS.notFoundText} />
          </div>
        </Route>
      </Switch>
    </DashboardLayout>
  );
}
