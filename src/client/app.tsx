import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader } from './components/ui/spinner';
import { useUser } from './lib/auth/get-user';
import LandingPage from './pages/landing/landing-page';
import { NOTES_PATH, PLACEHOLDER_TOOLS, SIGNED_IN_PATHS } from './routes';

const SignInPage = lazy(() => import('./pages/auth/sign-in-page'));
const SignUpPage = lazy(() => import('./pages/auth/sign-up-page'));
const LogoutPage = lazy(() => import('./pages/logout-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const NotesPage = lazy(() => import('./features/note/notes-page'));
const ToolPlaceholderPage = lazy(() => import('./features/dashboard/tool-placeholder-page'));
const TermsPage = lazy(() => import('./pages/static/terms-of-service'));
const PrivacyPage = lazy(() => import('./pages/static/privacy-policy'));
const RefundPage = lazy(() => import('./pages/static/refund-policy'));
const ShippingPage = lazy(() => import('./pages/static/shipping-policy'));
const ContactPage = lazy(() => import('./pages/static/contact'));
const AboutPage = lazy(() => import('./pages/static/about'));

const publicRoutes = [
  <Route key="terms" path="/terms-of-service" component={TermsPage} />,
  <Route key="privacy" path="/privacy-policy" component={PrivacyPage} />,
  <Route key="refund" path="/refund-policy" component={RefundPage} />,
  <Route key="shipping" path="/shipping-policy" component={ShippingPage} />,
  <Route key="contact" path="/contact" component={ContactPage} />,
  <Route key="about" path="/about" component={AboutPage} />,
  <Route key="logout" path="/logout" component={LogoutPage} />,
  <Route key="home" path="/" component={LandingPage} />,
];

const signedInRoutes = [
  <Route key="sign-in" path="/sign-in">
    <Redirect to="/dashboard" replace />
  </Route>,
  <Route key="sign-up" path="/sign-up">
    <Redirect to="/dashboard" replace />
  </Route>,
  <Route key="dashboard" path="/dashboard" component={DashboardPage} />,
  <Route key="dashboard-view" path="/dashboard/*" component={DashboardPage} />,
  <Route key="notes" path={NOTES_PATH} component={NotesPage} />,
  ...PLACEHOLDER_TOOLS.flatMap(({ paths, title, description }) =>
    paths.map((path) => (
      <Route key={path} path={path}>
        <ToolPlaceholderPage title={title} description={description} />
      </Route>
    )),
  ),
];

const signedOutRoutes = [
  <Route key="sign-in" path="/sign-in" component={SignInPage} />,
  <Route key="sign-up" path="/sign-up" component={SignUpPage} />,
  ...SIGNED_IN_PATHS.map((path) => (
    <Route key={path} path={path}>
      <Redirect to="/" replace />
    </Route>
  )),
];

export function App() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        {publicRoutes}
        {user ? signedInRoutes : signedOutRoutes}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
