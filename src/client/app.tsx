import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RESET_PASSWORD_PATH } from '../shared/account';
import { MakeFlashcardsContext } from './components/make-flashcards';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { PageLoader } from './components/ui/spinner';
import { type DashboardRegistry, DashboardRegistryContext } from './features/dashboard/dashboard-registry';
import { LanguageSync } from './i18n/language-sync';
import { useUser } from './lib/auth/get-user';
import { FirstPageShownMark, useFirstPageShown } from './lib/first-page-shown';
import { useReviewSync } from './lib/offline/review-sync';
import { AfterSignIn, SignedOutRedirect } from './pages/auth/after-sign-in';
import LandingPage from './pages/landing/landing-page';
import { PAGE_TOOLS, SIGNED_IN_PATHS, type ToolIdAt } from './lib/tools';

const SignInPage = lazy(() => import('./pages/auth/sign-in-page'));
const SignUpPage = lazy(() => import('./pages/auth/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/auth/reset-password-page'));
const LogoutPage = lazy(() => import('./pages/logout-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const NotesPage = lazy(() => import('./features/note/notes-page'));
const DoubtPage = lazy(() => import('./features/doubt/doubt-page'));
const SummaryPage = lazy(() => import('./features/summary/summary-page'));
const BillingPage = lazy(() => import('./features/billing/billing-page'));
const SettingsPage = lazy(() => import('./features/account/settings-page'));
const AdminPage = lazy(() => import('./features/admin/admin-page'));
const QuizToolPage = lazy(() => import('./features/quiz/quiz-tool-page'));
const DashboardQuizPage = lazy(() => import('./features/quiz/dashboard/dashboard-quiz-page'));
const StudyPathPages = lazy(() => import('./features/study-path/study-path-pages'));
const PlannerPage = lazy(() => import('./features/planner/planner-page'));
const WantToLearnPage = lazy(() => import('./features/want-to-learn/want-to-learn-page'));
const ClassroomPages = lazy(() => import('./features/classroom/classroom-pages'));
const AssignedToYou = lazy(() => import('./features/classroom/assigned-to-you'));
const FlashcardsPages = lazy(() => import('./features/flashcards/flashcards-pages'));
const ProgressPage = lazy(() => import('./features/progress/progress-page'));
const MakeFlashcardsButton = lazy(() => import('./features/flashcards/suggest/make-flashcards-button'));
const TermsPage = lazy(() => import('./pages/static/terms-of-service'));
const PrivacyPage = lazy(() => import('./pages/static/privacy-policy'));
const RefundPage = lazy(() => import('./pages/static/refund-policy'));
const ShippingPage = lazy(() => import('./pages/static/shipping-policy'));
const ContactPage = lazy(() => import('./pages/static/contact'));
const AboutPage = lazy(() => import('./pages/static/about'));

/** The screen of each tool with a page of its own. */
const TOOL_PAGES: Record<ToolIdAt<'page'>, LazyExoticComponent<ComponentType>> = {
  note: NotesPage,
  doubt: DoubtPage,
  'quiz-generator': QuizToolPage,
  'study-path': StudyPathPages,
  summary: SummaryPage,
  planner: PlannerPage,
  'want-to-learn': WantToLearnPage,
  classroom: ClassroomPages,
  flashcards: FlashcardsPages,
  progress: ProgressPage,
};

/** What other features show inside the dashboard: the tools that live there, and the home's panels. */
const DASHBOARD: DashboardRegistry = {
  views: {
    'ai-tutor': lazy(() => import('./features/tutor/tutor-view')),
    'study-plans': lazy(() => import('./features/study-plan/study-plans-view')),
  },
  panels: [AssignedToYou],
};

const publicRoutes = [
  <Route key="terms" path="/terms-of-service" component={TermsPage} />,
  <Route key="privacy" path="/privacy-policy" component={PrivacyPage} />,
  <Route key="refund" path="/refund-policy" component={RefundPage} />,
  <Route key="shipping" path="/shipping-policy" component={ShippingPage} />,
  <Route key="contact" path="/contact" component={ContactPage} />,
  <Route key="about" path="/about" component={AboutPage} />,
  <Route key="logout" path="/logout" component={LogoutPage} />,
  <Route key="forgot-password" path="/forgot-password" component={ForgotPasswordPage} />,
  <Route key="reset-password" path={RESET_PASSWORD_PATH} component={ResetPasswordPage} />,
  <Route key="home" path="/" component={LandingPage} />,
];

const signedInRoutes = [
  <Route key="sign-in" path="/sign-in" component={AfterSignIn} />,
  <Route key="sign-up" path="/sign-up" component={AfterSignIn} />,
  <Route key="dashboard" path="/dashboard" component={DashboardPage} />,
  // The quiz tool has a page of its own and a section inside the dashboard (spec §2.4).
  <Route key="dashboard-quiz" path="/dashboard/quiz" component={DashboardQuizPage} />,
  <Route key="dashboard-quiz-generator" path="/dashboard/quiz-generator" component={DashboardQuizPage} />,
  <Route key="dashboard-view" path="/dashboard/*" component={DashboardPage} />,
  <Route key="billing" path="/billing" component={BillingPage} />,
  <Route key="settings" path="/settings" component={SettingsPage} />,
  ...PAGE_TOOLS.flatMap((tool) => tool.routes.map((path) => <Route key={path} path={path} component={TOOL_PAGES[tool.id]} />)),
];

const signedOutRoutes = [
  <Route key="sign-in" path="/sign-in" component={SignInPage} />,
  <Route key="sign-up" path="/sign-up" component={SignUpPage} />,
  ...SIGNED_IN_PATHS.map((path) => <Route key={path} path={path} component={SignedOutRedirect} />),
];

const adminRoute = [<Route key="admin" path="/admin" component={AdminPage} />];

// While the session is resolving, the pages that depend on it wait; the public ones show at once.
const sessionLoadingRoutes = [<Route key="session-loading" component={PageLoader} />];

export function App() {
  // Public pages never wait for the session: their first render must match the pre-rendered HTML
  // (src/client/prerender.tsx); the signed-in header appears once the session is known. The session
  // is asked for once that first page has hydrated (see first-page-shown.ts).
  const { user, isLoading } = useUser({ enabled: useFirstPageShown() });
  // Grades given offline are sent whenever the app runs signed in (decision 076).
  useReviewSync(Boolean(user));
  const sessionRoutes = isLoading ? sessionLoadingRoutes : user ? signedInRoutes : signedOutRoutes;
  const [path] = useLocation();
  // Only an administrator has /admin: anyone else gets the not-found page there.
  const adminRoutes = user?.admin ? adminRoute : [];
  return (
    <DashboardRegistryContext value={DASHBOARD}>
      <MakeFlashcardsContext value={MakeFlashcardsButton}>
        <Suspense fallback={<PageLoader />}>
          <FirstPageShownMark />
          <LanguageSync />
          <RouteErrorBoundary path={path}>
            <Switch>
              {publicRoutes}
              {sessionRoutes}
              {adminRoutes}
              <Route component={NotFoundPage} />
            </Switch>
          </RouteErrorBoundary>
        </Suspense>
      </MakeFlashcardsContext>
    </DashboardRegistryContext>
  );
}
