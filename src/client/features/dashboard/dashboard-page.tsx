import { useLocation } from 'wouter';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { useUser } from '../../lib/auth/get-user';
import { ComingSoon } from './coming-soon';
import { DashboardHome } from './dashboard-home';
import { viewFromPath } from './tools';

const SECTION_COPY = {
  'ai-tutor': { title: 'AI Tutor', description: 'Chat with a patient tutor that explains step by step.' },
  'study-plans': { title: 'Study Plans', description: 'Generate, save and download week-by-week study plans.' },
  'quiz-generator': { title: 'Quiz Generator', description: 'Make quizzes from your own material and check your answers.' },
} as const;

export default function DashboardPage() {
  const [path] = useLocation();
  const { user } = useUser();
  const view = viewFromPath(path);
  return (
    <DashboardLayout>
      {view === 'home' ? user ? <DashboardHome user={user} /> : null : <ComingSoon {...SECTION_COPY[view]} />}
    </DashboardLayout>
  );
}
