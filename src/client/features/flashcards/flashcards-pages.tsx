import { Route, Switch } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { FlashcardsScreen } from './flashcards-screen';
import { ReviewScreen } from './review/review-screen';

/** /flashcards (decks and cards) and /flashcards/review (today's review), inside the signed-in layout. */
export default function FlashcardsPages() {
  return (
    <DashboardLayout>
      <Switch>
        <Route path="/flashcards/review" component={ReviewScreen} />
        <Route component={FlashcardsScreen} />
      </Switch>
    </DashboardLayout>
  );
}
