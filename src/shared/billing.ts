// Paid plans: what an order costs, how long a paid plan lasts and when it has ended; shared by the
// server (orders, verification, expiry) and the client (checkout, billing view). Schemas live in
// billing.schema.ts.
import { PLANS, type PlanName } from './pricing';

export type PaidPlanName = Exclude<PlanName, 'Free'>;

export const PAYMENT_CURRENCY = 'INR';

/** 'live': Razorpay's checkout; 'test': the built-in checkout that moves no money. */
export const PAYMENT_MODES = ['live', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Days a payment buys; a renewal of the same plan adds them to the current end date. */
export const PLAN_TERM_DAYS: Record<PaidPlanName, number> = { Pro: 30, Premium: 30, Institution: 365 };

export const ORDER_STATUSES = ['created', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const BILLING_MESSAGES = {
  freeActivated: 'Your plan is now Free.',
  paidPlansUnavailable: 'Paid plans are not available on this server yet: its administrator has not set up payments.',
  orderNotFound: 'This payment order was not found. Please start the upgrade again.',
  planMismatch: 'This payment was made for a different plan. Please start the upgrade again.',
  signatureMismatch: 'The payment could not be verified: its signature does not match. No plan was changed.',
  paymentAlreadyUsed: 'This order was already paid with another payment.',
  notTestMode: 'The test checkout is only available in test mode.',
  providerFailed: 'The payment provider could not create the order. Please try again in a minute.',
  webhookSignature: 'The webhook signature does not match.',
  webhookNotConfigured: 'Payment webhooks are not set up on this server.',
  activated: (plan: PaidPlanName, until: string) => `Payment verified. Your ${plan} plan is active until ${until}.`,
} as const;

/** Texts of the checkout screens (spec §8), kept together so tests and screens say the same thing. */
export const CHECKOUT_TEXTS = {
  testBadge: 'Test mode — no real money',
  scriptFailed: 'Failed to load the payment provider script',
  keyFailed: 'Failed to get the payment provider key',
  createFailed: (text: string) => `Failed to create order: ${text}`,
  invalidOrder: 'Invalid order data received from server',
  verifyFailed: (text: string) => `Payment verification failed: ${text}`,
  cancelled: 'Payment was cancelled. You can try again anytime.',
  paymentFailedTitle: 'Payment Failed',
  upgradeFailedTitle: 'Upgrade Failed',
  noUser: 'User information not available. Please refresh and try again.',
} as const;

export function isPaidPlan(plan: PlanName): plan is PaidPlanName {
  return plan !== 'Free';
}

/** The amount an order for `plan` costs, in paise, from our own price table (never from a client). */
export function orderAmountPaise(plan: PaidPlanName): number {
  const found = PLANS.find((p) => p.name === plan);
  if (!found) throw new Error(`No price for plan ${plan}`);
  return found.price * 100;
}

/** The plan a user is on at `now`: a paid plan past its end date is Free again (checked on read). */
export function effectivePlan(plan: PlanName, expiresAt: Date | null, now: Date): PlanName {
  return expiresAt && expiresAt.getTime() <= now.getTime() ? 'Free' : plan;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a payment made at `now` for `plan` ends: a renewal of the plan still running extends it
 * from its current end date; any other purchase starts now.
 */
export function planEndAfterPayment(current: { plan: PlanName; expiresAt: Date | null }, plan: PaidPlanName, now: Date): Date {
  const running = current.plan === plan && current.expiresAt && current.expiresAt.getTime() > now.getTime();
  const start = running ? current.expiresAt!.getTime() : now.getTime();
  return new Date(start + PLAN_TERM_DAYS[plan] * DAY_MS);
}

/** '21 Dec 2026', as the sidebar and the billing view show an end date. */
export function formatPlanDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** '₹599.00' from paise. */
export function formatAmount(paise: number, currency: string = PAYMENT_CURRENCY): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);
}
