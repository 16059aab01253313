import { CHECKOUT_TEXTS } from '../../../shared/billing';
import type { PaymentResult } from '../../../shared/billing.schema';
import type { PlanName } from '../../../shared/pricing';
import type { User } from '../../../shared/user';
import { type PaidOrder, PaymentCancelled } from './payment-requests';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's checkout script once; a failure can be retried. */
function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error(CHECKOUT_TEXTS.scriptFailed));
    };
    script.onerror = () => reject(new Error(CHECKOUT_TEXTS.scriptFailed));
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Razorpay's checkout for the order; resolves with its three fields, rejects when dismissed. */
export async function payWithRazorpay(key: string, order: PaidOrder, plan: PlanName, user: User): Promise<PaymentResult> {
  const Razorpay = await loadScript();
  return new Promise<PaymentResult>((resolve, reject) => {
    const checkout = new Razorpay({
      key,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: 'Studium',
      description: `${plan} plan`,
      prefill: { email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') },
      handler: (result: PaymentResult) => resolve(result),
      modal: { ondismiss: () => reject(new PaymentCancelled()) },
    });
    checkout.open();
  });
}
