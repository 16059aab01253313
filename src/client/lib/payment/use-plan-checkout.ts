import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BILLING_MESSAGES, CHECKOUT_TEXTS } from '../../../shared/billing';
import type { PaymentResult } from '../../../shared/billing.schema';
import type { PlanName } from '../../../shared/pricing';
import { toast } from '../../components/ui/use-toast';
import { userQueryKey, useUser } from '../auth/get-user';
import { limitsQueryOptions } from '../get-limits';
import { billingQueryKey } from './get-billing';
import { createOrder, fetchPaymentKey, type PaidOrder, paidOrder, PaymentCancelled, verifyPayment } from './payment-requests';
import { payWithRazorpay } from './razorpay-checkout';

/** After a payment started on the landing page, the student lands on the dashboard (spec §2.2). */
const LANDING_REDIRECT_MS = 1500;

/** The built-in test checkout while it is open: the order to pay, and how its dialog answers. */
export interface OpenTestCheckout {
  order: PaidOrder;
  plan: PlanName;
  onPaid: (result: PaymentResult) => void;
  onCancel: () => void;
}

/**
 * The payment flow of spec §4: key, order, checkout (Razorpay's, or the built-in test one), verify,
 * then the user and the limits are refreshed. While `testCheckout` is set, the caller shows the test
 * checkout's dialog with it.
 */
export function usePlanCheckout(from: 'landing' | 'dashboard'): {
  /** `freeMessage`: the toast once Free is chosen (the caller words it with the reader's dates). */
  start: (plan: PlanName, options?: { freeMessage?: string }) => Promise<void>;
  pendingPlan: PlanName | null;
  testCheckout: OpenTestCheckout | null;
} {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pendingPlan, setPendingPlan] = useState<PlanName | null>(null);
  const [testCheckout, setTestCheckout] = useState<OpenTestCheckout | null>(null);
  const busy = useRef(false);
  const failureTitle = from === 'landing' ? CHECKOUT_TEXTS.paymentFailedTitle : CHECKOUT_TEXTS.upgradeFailedTitle;

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      ]),
    [queryClient],
  );

  const start = useCallback(
    async (plan: PlanName, options: { freeMessage?: string } = {}) => {
      if (!user) {
        toast({ title: failureTitle, description: CHECKOUT_TEXTS.noUser, variant: 'destructive' });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setPendingPlan(plan);
      try {
        if (plan === 'Free') {
          const answer = await createOrder('Free');
          await refresh();
          const said = 'message' in answer ? answer.message : BILLING_MESSAGES.freeActivated;
          toast({ title: 'Plan Updated', description: said === BILLING_MESSAGES.freeActivated ? said : (options.freeMessage ?? said) });
          return;
        }
        const key = await fetchPaymentKey();
        const order = paidOrder(await createOrder(plan));
        const result =
          key.mode === 'test'
            ? await new Promise<PaymentResult>((resolve, reject) =>
                setTestCheckout({ order, plan, onPaid: resolve, onCancel: () => reject(new PaymentCancelled()) }),
              )
            : await payWithRazorpay(key.key, order, plan, user);
        setTestCheckout(null);
        const verified = await verifyPayment(result, plan);
        await refresh();
        toast({ title: 'Payment Successful', description: verified.message });
        if (from === 'landing') setTimeout(() => navigate('/dashboard'), LANDING_REDIRECT_MS);
      } catch (error) {
        setTestCheckout(null);
        toast({ title: failureTitle, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      } finally {
        busy.current = false;
        setPendingPlan(null);
      }
    },
    [user, failureTitle, refresh, from, navigate],
  );

  return { start, pendingPlan, testCheckout };
}
