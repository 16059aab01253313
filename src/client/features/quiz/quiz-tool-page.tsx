import { useRoute } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { QuizGeneratorScreen } from './generator/quiz-generator-screen';
import { QuizPageScreen } from './take/quiz-page-screen';

/** The quiz tool's two pages: /quiz/:id (take and result) and /quiz-generator. */
export default function QuizToolPage() {
  const [isQuiz, params] = useRoute<{ id: string }>('/quiz/:id');
  return <DashboardLayout>{isQuiz ? <QuizPageScreen key={params.id} id={params.id} /> : <QuizGeneratorScreen />}</DashboardLayout>;
}
