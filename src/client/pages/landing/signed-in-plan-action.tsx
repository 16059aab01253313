import { CalendarClock, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BILLING_MESSAGES, isPaidPlan, PLAN_TERM_DAYS } from '../../../shared/billing';
import { type BillingState, planCardAction } from '../../../shared/plan-card';
import type { PlanName } from '../../../shared/pricing';
import type { User } from '../../../shared/user';
import { TestCheckoutDialog } from '../../components/checkout/test-checkout-dialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useLanguage } from '../../i18n/language';
import { useMessage } from '../../i18n/use-message';
import { useBilling } from '../../lib/payment/get-billing';
import { usePlanCheckout } from '../../lib/payment/use-plan-checkout';
import { formatPlanDay } from '../../lib/plan-date';
import { ActivateFreeDialog } from './activate-free-dialog';

/** What the user object alone tells, until the billing view has loaded. */
export function billingStateOf(user: User): BillingState {
  const ends = isPaidPlan(user.plan) ? user.planExpiresAt : null;
  return { plan: user.plan, planExpiresAt: ends, next: null, freeFrom: ends, freeChosen: false };
}

const Note = ({ children }: { children: string }) => <p className="text-xs text-muted-foreground">{children}</p>;

const Status = ({ children, testId }: { children: string; testId: string }) => (
  <p className="flex items-center justify-center gap-2 text-sm font-medium" data-testid={testId}>
    {testId === 'plan-current' ? (
      <Check className="size-4 text-emerald-600" aria-hidden />
    ) : (
      <CalendarClock className="size-4" aria-hidden />
    )}
    {children}
  </p>
);

/** A signed-in visitor's action on one pricing card (decision 058); loaded only for signed-in visitors. */
export default function SignedInPlanAction({ plan, user, canPay }: { plan: PlanName; user: User; canPay: boolean }) {
  const checkout = usePlanCheckout('landing');
  const message = useMessage();
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const day = (iso: string) => formatPlanDay(iso, language);
  const { data } = useBilling();
  const state = data ?? billingStateOf(user);
  const action = planCardAction(plan, state);
  const busy = checkout.pendingPlan !== null;
  const pay = (label: string) =>
    canPay ? (
      <Button className="w-full" variant="outline" onClick={() => void checkout.start(plan)} disabled={busy}>
        {checkout.pendingPlan === plan ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
    ) : null;

  return (
    <div className="w-full space-y-2 text-center">
      {action.kind === 'current' ? (
        <>
          <Status testId="plan-current">{t('Current plan')}</Status>
          {/* The product's pricing promises a signed-in student an 'Activate Free' action on the Free card. */}
          {!isPaidPlan(plan) ? (
            <Button className="w-full" variant="outline" onClick={() => void checkout.start('Free')} disabled={busy}>
              {checkout.pendingPlan === plan ? <Spinner className="size-4" /> : null}
              {t('Activate Free')}
            </Button>
          ) : null}
          {action.renew && canPay && isPaidPlan(plan) ? (
            <>
              {pay(t('Renew {plan}', { plan }))}
              <Note>{t('Adds {days, number} days after your current end date.', { days: PLAN_TERM_DAYS[plan] })}</Note>
            </>
          ) : null}
        </>
      ) : action.kind === 'upgrade' ? (
        <>
          {pay(t('Upgrade to {plan}', { plan }))}
          {isPaidPlan(action.from) ? (
            <Note>{t('Starts now. The unused days of your {from} plan are added, in proportion to price.', { from: action.from })}</Note>
          ) : null}
        </>
      ) : action.kind === 'switch-later' ? (
        <>
          {pay(t('Switch to {plan} at end of term', { plan }))}
          <Note>{t('Starts on {date}, when your {from} plan ends.', { date: day(action.startsAt), from: action.from })}</Note>
        </>
      ) : action.kind === 'activate-free' ? (
        <ActivateFreeDialog
          state={state}
          on={action.on}
          busy={busy}
          onConfirm={() =>
            void checkout.start('Free', {
              freeMessage: message(BILLING_MESSAGES.freeScheduled(new Date(action.on), day(action.on))),
            })
          }
        />
      ) : action.kind === 'free-chosen' ? (
        <Status testId="plan-free-from">{t('Changes to Free on {date}', { date: day(action.on) })}</Status>
      ) : (
        <Note>{t('Your plan has no end date.')}</Note>
      )}
      {checkout.testCheckout ? <TestCheckoutDialog {...checkout.testCheckout} /> : null}
    </div>
  );
}
