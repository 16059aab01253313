import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../../shared/i18n/format';
import { type Plan, PLAN_FEATURES, type PlanFeature, type PlanName, upgradeOffers } from '../../../shared/pricing';
import { useLanguage } from '../../i18n/language';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { TestCheckoutDialog } from '../../components/checkout/test-checkout-dialog';
import { usePlans } from '../../lib/get-plans';
import { takeRememberedPlan } from '../../lib/payment/pending-plan';
import { usePlanCheckout } from '../../lib/payment/use-plan-checkout';

/** A plan's lines in the catalogue's words; a plan this build does not know keeps the server's English. */
const featureLines = (plan: Plan): PlanFeature[] =>
  PLAN_FEATURES[plan.name]?.length === plan.features.length ? PLAN_FEATURES[plan.name] : plan.features.map((text) => ({ text }));

/** Offer every plan above the current one; Institution has nothing above it. */
export function UpgradeOffers({ plan }: { plan: PlanName }) {
  const { data: plans } = usePlans();
  const offers = upgradeOffers(plan);
  const checkout = usePlanCheckout('dashboard');
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  useRememberedPlan(checkout.start);

  if (offers.length === 0) {
    return (
      <Card className="border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40">
        <CardHeader className="flex-row items-center gap-3">
          <Crown className="size-6 text-amber-500" aria-hidden />
          <CardTitle>{t('You have the highest plan available!')}</CardTitle>
        </CardHeader>
        {checkout.testCheckout ? <TestCheckoutDialog {...checkout.testCheckout} /> : null}
      </Card>
    );
  }

  return (
    <section aria-labelledby="upgrade-heading" className="space-y-4">
      <h2 id="upgrade-heading" className="text-xl font-semibold">
        {t('Upgrade your plan')}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {offers.map((name) => {
          const details = plans?.find((p) => p.name === name);
          return (
            <Card key={name} data-testid={`upgrade-${name}`}>
              <CardHeader>
                <CardTitle>{name}</CardTitle>
                {details ? (
                  <CardDescription>
                    {details.price === 0
                      ? t('Forever free')
                      : t(`{price}/${details.period}`, { ns: 'landing', price: formatMoney(details.price, language) })}
                  </CardDescription>
                ) : null}
              </CardHeader>
              <CardContent className="space-y-4">
                {details ? (
                  <ul className="list-disc space-y-1 pl-4 text-sm text-muted-foreground">
                    {featureLines(details)
                      .slice(0, 3)
                      .map((feature) => (
                        <li key={feature.text}>{t(feature.text, { ns: 'landing', ...feature.values })}</li>
                      ))}
                  </ul>
                ) : null}
                <Button className="w-full" onClick={() => void checkout.start(name)} disabled={checkout.pendingPlan !== null}>
                  {checkout.pendingPlan === name ? <Spinner className="size-4" /> : null}
                  {t('Upgrade to {plan}', { plan: name })}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
      {checkout.testCheckout ? <TestCheckoutDialog {...checkout.testCheckout} /> : null}
    </section>
  );
}

/** A plan picked on the landing page before signing in: read, cleared, and its payment started once. */
function useRememberedPlan(start: (plan: PlanName) => Promise<void>) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const plan = takeRememberedPlan();
    if (plan) void start(plan);
  }, [start]);
}
