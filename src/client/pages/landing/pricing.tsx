import { Check } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../../shared/i18n/format';
import { PLAN_FEATURES, type Plan, type PlanFeature, type PlanName } from '../../../shared/pricing';
import { useLanguage } from '../../i18n/language';
import type { User } from '../../../shared/user';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { usePlans } from '../../lib/get-plans';
import { usePaymentsAvailable } from '../../lib/payment/get-payment-key';
import { rememberPlan } from '../../lib/payment/pending-plan';
import { useTranslation } from 'react-i18next';

const SignedInPlanAction = lazy(() => import('./signed-in-plan-action'));

/** Until the signed-in action has loaded: the same label (in its words, billing's), not yet clickable. */
function PlanActionPlaceholder({ plan, user }: { plan: PlanName; user: User }) {
  const { t } = useTranslation('billing');
  const label = plan === user.plan ? t('Current plan') : plan === 'Free' ? t('Activate Free') : t('Upgrade to {plan}', { plan });
  return (
    <Button className="w-full" variant="outline" disabled>
      {label}
    </Button>
  );
}

function PlanAction({ plan, user, paymentsAvailable }: { plan: Plan; user: User | null; paymentsAvailable: boolean | undefined }) {
  const { t } = useTranslation('landing');
  if (!user) {
    if (plan.price === 0)
      return (
        <Button asChild className="w-full">
          <Link href="/sign-in">{t('Start for free')}</Link>
        </Button>
      );
    if (paymentsAvailable === false) return <PaidPlansUnavailable />;
    return <SignedOutPlanAction plan={plan.name} />;
  }
  if (plan.price > 0 && paymentsAvailable === false && plan.name !== user.plan) return <PaidPlansUnavailable />;
  return (
    <Suspense fallback={<PlanActionPlaceholder plan={plan.name} user={user} />}>
      <SignedInPlanAction plan={plan.name} user={user} canPay={paymentsAvailable !== false} />
    </Suspense>
  );
}

function PaidPlansUnavailable() {
  const { t } = useTranslation('landing');
  return <p className="w-full text-center text-sm text-muted-foreground">{t('Paid plans are not available on this server yet.')}</p>;
}

/** Paid plans need an account first: the choice is kept and its payment starts after sign-in. */
function SignedOutPlanAction({ plan }: { plan: PlanName }) {
  const [, navigate] = useLocation();
  const { t } = useTranslation('landing');
  return (
    <div className="w-full space-y-2 text-center">
      <Button className="w-full" variant="outline" disabled>
        {t('Available after sign up')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('Sign up free, then upgrade from your dashboard.')}</p>
      <Button
        variant="link"
        className="h-auto p-0 text-xs"
        onClick={() => {
          rememberPlan(plan);
          navigate('/sign-in');
        }}
      >
        {t('Choose {plan} and sign in', { plan })}
      </Button>
    </div>
  );
}

/** A card's lines in the catalogue's words; a plan this build does not know keeps the server's English. */
const featureLines = (plan: Plan): PlanFeature[] =>
  PLAN_FEATURES[plan.name]?.length === plan.features.length ? PLAN_FEATURES[plan.name] : plan.features.map((text) => ({ text }));

export function Pricing({ user }: { user: User | null }) {
  const { data: plans, isPending, error } = usePlans();
  const paymentsAvailable = usePaymentsAvailable();
  const { t } = useTranslation('landing');
  const { language } = useLanguage();
  return (
    <section id="pricing" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">{t('Simple pricing in rupees')}</h2>
          <p className="mt-3 text-muted-foreground">{t('Start free. Upgrade when you need more each day.')}</p>
        </div>
        {isPending ? (
          <div className="mt-12 flex justify-center" role="status" aria-label={t('Loading plans')}>
            <Spinner />
          </div>
        ) : error ? (
          <p className="mt-12 text-center text-destructive">{t('Plans could not be loaded. Please refresh the page.')}</p>
        ) : (
          <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {plans.map((plan) => (
              <Card
                key={plan.name}
                data-testid={`plan-${plan.name}`}
                className={cn('flex flex-col', plan.popular && 'border-2 border-primary shadow-lg')}
              >
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <CardTitle>{plan.name}</CardTitle>
                    {plan.popular ? <Badge>{t('Most popular')}</Badge> : null}
                  </div>
                  <CardDescription className="text-2xl font-bold text-foreground" data-testid="plan-price">
                    {plan.price === 0 ? t('Forever free') : t(`{price}/${plan.period}`, { price: formatMoney(plan.price, language) })}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-2 text-sm">
                    {featureLines(plan).map((feature) => (
                      <li key={feature.text} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                        {t(feature.text, feature.values ?? {})}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <PlanAction plan={plan} user={user} paymentsAvailable={paymentsAvailable} />
                </CardFooter>
              </Card>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
