import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { PathLinks } from './path-links';
import { PathProblem } from './path-problem';
import { StudyPathScreen } from './study-path-screen';
import { StudyPathsScreen } from './study-paths-screen';

/** /study-paths (the list) and /study-path/{id} (one path), inside the signed-in layout. */
export default function StudyPathPages() {
  const { t } = useTranslation('study-path');
  return (
    <DashboardLayout>
      <Switch>
        <Route path="/study-paths" component={StudyPathsScreen} />
        <Route path="/study-path/:id">{({ id }) => <StudyPathScreen key={id} id={id} />}</Route>
        <Route>
          <div className="mx-auto max-w-4xl space-y-6">
            <PathLinks />
            <PathProblem title={t('Study Path Not Found')} message={t('This address does not name a study path.')} />
          </div>
        </Route>
      </Switch>
    </DashboardLayout>
  );
}
