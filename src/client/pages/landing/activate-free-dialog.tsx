import { useState } from 'react';
import { isPaidPlan } from '../../../shared/billing';
import { type BillingState, PLAN_CARD_TEXTS } from '../../../shared/plan-card';
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
import { formatPlanDay } from '../../lib/plan-date';

/** What the student keeps before Free starts: the plan running and any plan already paid to follow it. */
function keptUntilFree(state: BillingState, on: string): string {
  const until = state.planExpiresAt ? formatPlanDay(state.planExpiresAt) : formatPlanDay(on);
  const queued = state.next && isPaidPlan(state.next.plan) ? `, then your ${state.next.plan} plan until ${formatPlanDay(on)}` : '';
  return `Your ${state.plan} plan is paid for and stays active until ${until}${queued}.`;
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
  const date = formatPlanDay(on);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button className="w-full" onClick={() => setOpen(true)} disabled={busy}>
        {PLAN_CARD_TEXTS.activateFree}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Switch to Free on {date}?</AlertDialogTitle>
          <AlertDialogDescription>
            {keptUntilFree(state, on)} On {date} your plan changes to Free, with Free&apos;s daily limits. Studium never renews a plan by
            itself, and nothing is charged.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep {state.plan}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Change to Free on {date}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
