import { useTranslation } from 'react-i18next';
import { ArrowRight, Brain, ListChecks } from 'lucide-react';
import { Link } from 'wouter';
import { displayName, type User } from '../../../shared/user';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TOOLS, toolById } from '../../lib/tools';
import { CONTENT_MARK, withContent } from '../../lib/with-content';
import { DashboardPanels } from './dashboard-panels';
import { ReviewSummary } from './review-summary';
import { TodayPanel } from './today-panel';
import { UpgradeOffers } from './upgrade-offers';

export function DashboardHome({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {withContent(t('Welcome back, {name}!', { name: CONTENT_MARK }), displayName(user))}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('Pick a tool and keep your study streak going.')}</p>
        <p className="mt-2 text-sm">
          <Link
            href="/dashboard/quiz"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ListChecks className="size-4" aria-hidden /> {t('Quick quiz from your notes or pasted text')}
          </Link>
        </p>
      </div>

      <TodayPanel />

      <Card className="overflow-hidden border-0 bg-gradient-to-r from-indigo-600 to-violet-600 text-white">
        <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <Brain className="size-10 shrink-0" aria-hidden />
            <div>
              <h2 className="text-xl font-semibold">{t('What do you want to learn today?')}</h2>
              <p className="text-sm text-indigo-100">
                {t('Upload notes, a photo of the board, a voice memo or a link: get an explanation, a plan and a quick quiz.')}
              </p>
            </div>
          </div>
          <Button asChild variant="secondary" className="shrink-0">
            <Link href={toolById('want-to-learn').href}>
              {t('Try Want To Learn')} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Card>

      <DashboardPanels />
      <ReviewSummary />

      <section aria-labelledby="tools-heading" className="space-y-4">
        <h2 id="tools-heading" className="text-xl font-semibold">
          {t('Your study tools')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map(({ title, description, href, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Card className="h-full transition-shadow group-hover:shadow-md">
                <CardHeader>
                  <Icon className="size-6 text-primary" aria-hidden />
                  <CardTitle className="text-base">{t(title, { ns: 'common' })}</CardTitle>
                  <CardDescription>{t(description, { ns: 'common' })}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          ))}
        </div>
      </section>

      <UpgradeOffers plan={user.plan} />
    </div>
  );
}
