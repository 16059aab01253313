import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { useUser } from '../../lib/auth/get-user';
import { Features } from './features';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Pricing } from './pricing';
import { Testimonials } from './testimonials';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from 'react-i18next';

export default function LandingPage() {
  const { user } = useUser();
  const { t } = useTranslation();
  useDocumentTitle(t('Studium: your AI study companion'));
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Hero signedIn={Boolean(user)} />
        <Features />
        <HowItWorks />
        <Pricing user={user} />
        <Testimonials />
      </main>
      <SiteFooter />
    </div>
  );
}
