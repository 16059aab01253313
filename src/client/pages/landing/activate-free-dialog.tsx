import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaidPlan } from '../../../shared/billing';
import type { BillingState } from '../../../shared/plan-card';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/language';
import { formatPlanDay } from '../../lib/plan-date';

/** What the student keeps before Free starts: the plan running and any plan already paid to follow it. */
function keptUntilFree(state: BillingState, on: string, t: TFunction<'billing'>, day: (iso: string) => string): string {
  const until = state.planExpiresAt ? day(state.planExpiresAt) : day(on);
  return state.next && isPaidPlan(state.next.plan)
    ? t('Your {plan} plan is paid for and stays active until {until}, then your {next} plan until {on}.', {
        plan: state.plan,
        until,
        next: state.next.plan,
        on: day(on),
      })
    : t('Your {plan} plan is paid for and stays active until {until}.', { plan: state.plan, until });
}

/** "Activate Free" while a paid plan runs: nothing changes until the date it names (decision 058). */
export function ActivateFreeDialog({
  state,
  on,
  busy,
  onConfirm,
}: {
  state: BillingState;
  on: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const day = (iso: string) => formatPlanDay(iso, language);
  const date = day(on);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button className="w-full" onClick={() => setOpen(true)} disabled={busy}>
        {t('Activate Free')}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('Switch to Free on {date}?', { date })}</AlertDialogTitle>
          <AlertDialogDescription>
            {keptUntilFree(state, on, t, day)}{' '}
            {t(
              "On {date} your plan changes to Free, with Free's daily limits. Studium never renews a plan by itself, and nothing is charged.",
              { date },
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('Keep {plan}', { plan: state.plan })}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('Change to Free on {date}', { date })}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
