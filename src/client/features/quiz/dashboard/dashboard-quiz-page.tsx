import { DashboardLayout } from '../../../components/layout/dashboard-layout';
import { DashboardQuiz } from './dashboard-quiz';

/** /dashboard/quiz and /dashboard/quiz-generator: the quiz section inside the dashboard. */
export default function DashboardQuizPage() {
  return (
    <DashboardLayout>
      <DashboardQuiz />
    </DashboardLayout>
  );
}
